import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { BusinessHttpAdapter } from "../../adapters/http/business.http-adapter";
import { JobsHttpAdapter } from "../../adapters/http/jobs.http-adapter";
import type { CreateBusinessRequest, SubmitVerificationRequest, UpdateProviderProfileRequest } from "../../domain/business/business-api.schema";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { SaveJobRequest } from "../../domain/job/job-api.schema";
import { jobDraftFixture } from "../../domain/job/job.fixtures";
import { clientFor, errorEnvelope, expectRefused, gawePact, signedHeaders } from "./pact-support";
import { PROVIDER_STATE, STATE_TOKENS } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";

const { arrayContaining, boolean, integer, like, regex } = MatchersV3;

const pact = gawePact();

// States: contracts/README.md lists each with the data the provider must hold.
const { providerAdminLoggedIn: BUDI, providerWithoutBusiness: NEW_PROVIDER, providerNotVerified: UNVERIFIED, kopiWithoutCoupons: KOPI } = PROVIDER_STATE;

const BUDI_TOKEN = STATE_TOKENS.providerAdmin as AuthToken;
const NEW_TOKEN = STATE_TOKENS.newProvider as AuthToken;
const KOPI_TOKEN = STATE_TOKENS.kopiAdmin as AuthToken;

const WIB_TIME = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, "2027-06-30T23:59:00+07:00");
const businessApi = (baseUrl: string) => new BusinessHttpAdapter(clientFor(baseUrl));
const jobsApi = (baseUrl: string) => new JobsHttpAdapter(clientFor(baseUrl));

const TEBET = { address: "Jl. Tebet Raya No. 9", district: "Tebet", city: "Jakarta Selatan", point: { lat: -6.2264, lng: 106.8539 } } as const;
const PLACE = { address: like("Jl. Panglima Polim IX No. 12"), district: like("Kebayoran Baru"), city: like("Jakarta Selatan"), point: { lat: like(-6.2433), lng: like(106.7985) } };

const newBusiness = {
  registeredName: "Bakso Pak Andi",
  brandName: "Bakso Pak Andi",
  staffScale: "1-10",
  location: TEBET,
  description: "Beef meatball soup since 2005.",
  industry: "fnb",
  contactPhone: "81355556666",
  email: "andi@baksopakandi.id",
  photos: [],
} as unknown as CreateBusinessRequest;

const businessBody = (verification: string, overrides: Record<string, unknown> = {}) => ({
  business: like({
    businessId: "c-warung-bu-tini",
    registeredName: "Warung Makan Sederhana Bu Tini",
    staffScale: "11-50",
    location: PLACE,
    description: "Home-style food",
    industry: "fnb",
    contactPhone: "81311112222",
    email: "halo@warungbutini.co.id",
    photos: [],
    legalDocuments: [],
    verifiedAt: null,
    lastNameChangeAt: null,
    ...overrides,
  }),
  verification: { status: verification },
  myRole: "admin",
  myStatus: "accepted",
  coupons: integer(3),
});

const draft = jobDraftFixture();
const saveRequest = (post: boolean, over: Record<string, unknown> = {}) => ({ job: { ...draft, ...over }, post }) as unknown as SaveJobRequest;

/** A ProviderJob with type matchers and exact values where the app acts on them. */
const providerJob = (exact: Record<string, unknown>) => ({
  jobId: like("j-1005"),
  businessId: like("c-warung-bu-tini"),
  createdBy: like("u-provider-budi"),
  assignedTo: [],
  position: like("Waiter"),
  description: like("Serve guests"),
  salary: like(draft.salary),
  location: PLACE,
  vacancies: integer(2),
  category: like("fnb"),
  workHours: like("10:00-15:00"),
  dayOff: like("Sunday"),
  workFromHome: boolean(false),
  ageLimit: null,
  genderLimit: like("all"),
  period: { start: like("2029-12-01"), end: like("2030-01-31") },
  paymentSchedule: like("daily"),
  jobType: like("partTime"),
  expiresAt: WIB_TIME,
  priority: boolean(false),
  photos: [],
  applicants: integer(0),
  offers: integer(0),
  editable: boolean(true),
  deletable: boolean(true),
  priorityAlert: null,
  ...exact,
});

/**
 * Items of a list differ in their nullable fields (age limit, period end, priority alert) and Pact
 * has no "null or T" matcher, so the list promises one item of each kind (arrayContaining).
 */
const partTimeJob = providerJob({ status: like("open"), period: { start: like("2026-12-01"), end: like("2027-02-28") } });
const priorityFullTimeJob = providerJob({
  status: like("open"),
  jobType: "fullTime",
  priority: true,
  ageLimit: { min: integer(18), max: integer(40) },
  period: { start: like("2025-02-01"), end: null },
  priorityAlert: like("extendWithCoupon"),
});

describe("provider API: business", () => {
  it("reads the caller's business", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request for the demo provider's business")
      .withRequest("GET", "/api/business", (b) => b.headers(signedHeaders(BUDI_TOKEN)))
      .willRespondWith(200, (b) => b.jsonBody(businessBody("approved", { verifiedAt: WIB_TIME })))
      .executeTest(async (server) => {
        const result = await businessApi(server.url).myBusiness(BUDI_TOKEN);
        expect(Result.isSuccess(result) && result.success).toMatchObject({ verification: { status: "approved" }, myRole: "admin" });
      }));

  it("answers BUSINESS_NOT_FOUND to a provider without one", () =>
    pact
      .addInteraction()
      .given(NEW_PROVIDER)
      .uponReceiving("a request for the business of a provider who has none")
      .withRequest("GET", "/api/business", (b) => b.headers(signedHeaders(NEW_TOKEN)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("BUSINESS_NOT_FOUND")))
      .executeTest(async (server) => {
        expectRefused(await businessApi(server.url).myBusiness(NEW_TOKEN), 404, "BUSINESS_NOT_FOUND");
      }));

  it("creates the one business of an account", () =>
    pact
      .addInteraction()
      .given(NEW_PROVIDER)
      .uponReceiving("a request to create a business")
      .withRequest("POST", "/api/business", (b) => b.headers(signedHeaders(NEW_TOKEN)).jsonBody(newBusiness))
      .willRespondWith(201, (b) =>
        b.jsonBody({ ...businessBody("notSubmitted", { businessId: "c-andi-1", registeredName: "Bakso Pak Andi" }), coupons: integer(0) }),
      )
      .executeTest(async (server) => {
        const result = await businessApi(server.url).create(NEW_TOKEN, newBusiness);
        expect(Result.isSuccess(result) && result.success.verification.status).toBe("notSubmitted");
      }));

  it("refuses a second business", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request to create a business by a provider who has one")
      .withRequest("POST", "/api/business", (b) => b.headers(signedHeaders(BUDI_TOKEN)).jsonBody(newBusiness))
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope("BUSINESS_ALREADY_EXISTS")))
      .executeTest(async (server) => {
        expectRefused(await businessApi(server.url).create(BUDI_TOKEN, newBusiness), 409, "BUSINESS_ALREADY_EXISTS");
      }));
});

describe("provider API: business edit", () => {
  const renamed = { ...newBusiness, registeredName: "Warung Bu Tini Blok M" } as CreateBusinessRequest;

  it("renames a verified business that has not been renamed in 30 days", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request to rename the demo provider's verified business")
      .withRequest("POST", "/api/business/edit", (b) => b.headers(signedHeaders(BUDI_TOKEN)).jsonBody(renamed))
      .willRespondWith(200, (b) =>
        b.jsonBody(businessBody("approved", { registeredName: "Warung Bu Tini Blok M", verifiedAt: WIB_TIME, lastNameChangeAt: WIB_TIME })),
      )
      .executeTest(async (server) => {
        const result = await businessApi(server.url).edit(BUDI_TOKEN, renamed);
        expect(Result.isSuccess(result) && result.success.business.registeredName).toBe("Warung Bu Tini Blok M");
      }));

  it("keeps the name of a business that is not verified", () =>
    pact
      .addInteraction()
      .given(UNVERIFIED)
      .uponReceiving("a request to rename a business that is not verified")
      .withRequest("POST", "/api/business/edit", (b) => b.headers(signedHeaders(NEW_TOKEN)).jsonBody(renamed))
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope("BUSINESS_NAME_LOCKED", { reason: "notVerified", availableAt: null })))
      .executeTest(async (server) => {
        expectRefused(await businessApi(server.url).edit(NEW_TOKEN, renamed), 409, "BUSINESS_NAME_LOCKED");
      }));
});

describe("provider API: verification", () => {
  const withPhoto = { documents: [{ kind: "NIB", number: "9120001234567", photoUrl: "https://cdn.gawe.test/docs/nib.jpg" }] } as unknown as SubmitVerificationRequest;
  const withoutPhoto = { documents: [{ kind: "NPWP", number: "01.234.567.8-901.000" }] } as unknown as SubmitVerificationRequest;

  it("puts submitted documents in review", () =>
    pact
      .addInteraction()
      .given(UNVERIFIED)
      .uponReceiving("a verification with a document photo")
      .withRequest("POST", "/api/business/verification", (b) => b.headers(signedHeaders(NEW_TOKEN)).jsonBody(withPhoto))
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...businessBody("inReview", { businessId: "c-andi-unverified" }), verification: { status: "inReview", submittedAt: WIB_TIME }, coupons: integer(0) }),
      )
      .executeTest(async (server) => {
        const result = await businessApi(server.url).submitVerification(NEW_TOKEN, withPhoto);
        expect(Result.isSuccess(result) && result.success.verification.status).toBe("inReview");
      }));

  it("needs a document photo ('Masukkan foto dokumen')", () =>
    pact
      .addInteraction()
      .given(UNVERIFIED)
      .uponReceiving("a verification without any document photo")
      .withRequest("POST", "/api/business/verification", (b) => b.headers(signedHeaders(NEW_TOKEN)).jsonBody(withoutPhoto))
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope("DOCUMENT_PHOTO_REQUIRED")))
      .executeTest(async (server) => {
        expectRefused(await businessApi(server.url).submitVerification(NEW_TOKEN, withoutPhoto), 400, "DOCUMENT_PHOTO_REQUIRED");
      }));

  it("refuses a verification of an approved business", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a verification of a business already approved")
      .withRequest("POST", "/api/business/verification", (b) => b.headers(signedHeaders(BUDI_TOKEN)).jsonBody(withPhoto))
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope("VERIFICATION_NOT_ALLOWED", { status: "approved" })))
      .executeTest(async (server) => {
        expectRefused(await businessApi(server.url).submitVerification(BUDI_TOKEN, withPhoto), 409, "VERIFICATION_NOT_ALLOWED");
      }));
});

describe("provider API: jobs", () => {
  it("lists the business's jobs with the coupon balance", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request for the demo provider's jobs")
      .withRequest("GET", "/api/business/jobs", (b) => b.headers(signedHeaders(BUDI_TOKEN)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ items: arrayContaining(partTimeJob, priorityFullTimeJob), nextCursor: null, coupons: integer(3) }),
      )
      .executeTest(async (server) => {
        const result = await jobsApi(server.url).myJobs(BUDI_TOKEN);
        expect(Result.isSuccess(result) && result.success.items.length).toBeGreaterThan(0);
      }));

  it("posts a new job", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request to post a new job")
      .withRequest("POST", "/api/business/jobs", (b) => b.headers(signedHeaders(BUDI_TOKEN)).jsonBody(saveRequest(true)))
      .willRespondWith(201, (b) => b.jsonBody(providerJob({ status: "open" })))
      .executeTest(async (server) => {
        const result = await jobsApi(server.url).create(BUDI_TOKEN, saveRequest(true));
        expect(Result.isSuccess(result) && result.success.status).toBe("open");
      }));

  it("refuses a salary whose maximum is not above its minimum", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request to post a job whose maximum salary is below its minimum")
      .withRequest("POST", "/api/business/jobs", (b) =>
        b.headers(signedHeaders(BUDI_TOKEN)).jsonBody(saveRequest(true, { salary: { minimum: 150_000, maximum: 100_000, confidential: false, unit: "day" } })),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope("JOB_INVALID", { rules: ["SALARY_MAX_NOT_ABOVE_MIN"] })))
      .executeTest(async (server) => {
        const request = saveRequest(true, { salary: { minimum: 150_000, maximum: 100_000, confidential: false, unit: "day" } });
        expectRefused(await jobsApi(server.url).create(BUDI_TOKEN, request), 400, "JOB_INVALID");
      }));

  it("refuses posting for a business that is not verified", () =>
    pact
      .addInteraction()
      .given(UNVERIFIED)
      .uponReceiving("a request to post a job for an unverified business")
      .withRequest("POST", "/api/business/jobs", (b) => b.headers(signedHeaders(NEW_TOKEN)).jsonBody(saveRequest(true)))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("POSTING_BLOCKED", { reason: "businessNotVerified" })))
      .executeTest(async (server) => {
        const result = await jobsApi(server.url).create(NEW_TOKEN, saveRequest(true));
        expectRefused(result, 403, "POSTING_BLOCKED");
        expect(Result.isFailure(result) && result.failure).toMatchObject({ details: { reason: "businessNotVerified" } });
      }));

  it("edits a job without applicants", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request to edit job j-1005")
      .withRequest("POST", "/api/jobs/j-1005/edit", (b) => b.headers(signedHeaders(BUDI_TOKEN)).jsonBody(saveRequest(false, { vacancies: 3 })))
      .willRespondWith(200, (b) => b.jsonBody(providerJob({ jobId: "j-1005", vacancies: 3, status: "open" })))
      .executeTest(async (server) => {
        const result = await jobsApi(server.url).edit(BUDI_TOKEN, "j-1005", saveRequest(false, { vacancies: 3 }));
        expect(Result.isSuccess(result) && result.success.vacancies).toBe(3);
      }));

  it("refuses to edit a job with an applicant", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request to edit job j-1001, which has an applicant")
      .withRequest("POST", "/api/jobs/j-1001/edit", (b) => b.headers(signedHeaders(BUDI_TOKEN)).jsonBody(saveRequest(false)))
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope("JOB_NOT_EDITABLE", { applicants: integer(1), offers: integer(0) })))
      .executeTest(async (server) => {
        expectRefused(await jobsApi(server.url).edit(BUDI_TOKEN, "j-1001", saveRequest(false)), 409, "JOB_NOT_EDITABLE");
      }));

  it("closes an open job", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request to close job j-1005")
      .withRequest("POST", "/api/jobs/j-1005/close", (b) => b.headers(signedHeaders(BUDI_TOKEN)))
      .willRespondWith(200, (b) => b.jsonBody(providerJob({ jobId: "j-1005", status: "closed" })))
      .executeTest(async (server) => {
        const result = await jobsApi(server.url).act(BUDI_TOKEN, "j-1005", "close");
        expect(Result.isSuccess(result) && result.success.status).toBe("closed");
      }));

  it("refuses to close a closed job", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request to close job j-1004, which is closed")
      .withRequest("POST", "/api/jobs/j-1004/close", (b) => b.headers(signedHeaders(BUDI_TOKEN)))
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope("INVALID_TRANSITION", { from: "closed", event: "close" })))
      .executeTest(async (server) => {
        expectRefused(await jobsApi(server.url).act(BUDI_TOKEN, "j-1004", "close"), 409, "INVALID_TRANSITION");
      }));

  it("extends a priority job in its last day for one coupon", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request to extend priority job j-1002")
      .withRequest("POST", "/api/jobs/j-1002/priority/extend", (b) => b.headers(signedHeaders(BUDI_TOKEN)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          job: providerJob({ jobId: "j-1002", status: "open", priority: true, ageLimit: like({ min: 18, max: 40 }), period: like({ start: "2025-02-01", end: null }), priorityAlert: "noNeedToExtend" }),
          coupons: 2,
        }),
      )
      .executeTest(async (server) => {
        const result = await jobsApi(server.url).extendPriority(BUDI_TOKEN, "j-1002");
        expect(Result.isSuccess(result) && result.success.coupons).toBe(2);
      }));

  it("says there is no need to extend a priority job with days left", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request to extend priority job j-1007, which has days left")
      .withRequest("POST", "/api/jobs/j-1007/priority/extend", (b) => b.headers(signedHeaders(BUDI_TOKEN)))
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope("NO_NEED_TO_EXTEND", { expiresAt: WIB_TIME })))
      .executeTest(async (server) => {
        expectRefused(await jobsApi(server.url).extendPriority(BUDI_TOKEN, "j-1007"), 409, "NO_NEED_TO_EXTEND");
      }));

  it("refuses an extension without a coupon", () =>
    pact
      .addInteraction()
      .given(KOPI)
      .uponReceiving("a request to extend priority job j-1101 without coupons")
      .withRequest("POST", "/api/jobs/j-1101/priority/extend", (b) => b.headers(signedHeaders(KOPI_TOKEN)))
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope("NOT_ENOUGH_COUPONS", { coupons: 0, needed: 1 })))
      .executeTest(async (server) => {
        expectRefused(await jobsApi(server.url).extendPriority(KOPI_TOKEN, "j-1101"), 409, "NOT_ENOUGH_COUPONS");
      }));

  it("shows an open job to anyone", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a logged-out request for job j-1001")
      .withRequest("GET", "/api/jobs/j-1001", (b) => b.headers(signedHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...providerJob({ jobId: "j-1001", status: "open" }),
          applicants: undefined,
          offers: undefined,
          editable: undefined,
          deletable: undefined,
          priorityAlert: undefined,
          businessName: like("Warung Bu Tini"),
          businessVerified: true,
        }),
      )
      .executeTest(async (server) => {
        const result = await jobsApi(server.url).publicJob("j-1001");
        expect(Result.isSuccess(result) && result.success).toMatchObject({ jobId: "j-1001", businessVerified: true });
      }));

  it("answers JOB_NOT_FOUND for an unknown job", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a logged-out request for an unknown job")
      .withRequest("GET", "/api/jobs/j-nope", (b) => b.headers(signedHeaders()))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("JOB_NOT_FOUND")))
      .executeTest(async (server) => {
        expectRefused(await jobsApi(server.url).publicJob("j-nope"), 404, "JOB_NOT_FOUND");
      }));
});

describe("provider API: personal profile", () => {
  const update = { fullName: "Budi Santoso", gender: "male", position: "Owner", workEmail: "budi@warungbutini.id" } as unknown as UpdateProviderProfileRequest;
  const view = (exact: Record<string, unknown>) => ({
    userId: like("u-provider-budi"),
    fullName: like("Budi Santoso"),
    gender: like("male"),
    businessName: like("Warung Makan Sederhana Bu Tini"),
    position: like("Owner"),
    workEmail: like("budi@warungbutini.co.id"),
    workEmailVerified: boolean(false),
    mobile: DEMO_ACCOUNTS.providerAdmin.phone,
    mobileVerified: true,
    ...exact,
  });

  it("reads the provider's profile with the verified mobile number", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request for the demo provider's personal profile")
      .withRequest("GET", "/api/provider/profile", (b) => b.headers(signedHeaders(BUDI_TOKEN)))
      .willRespondWith(200, (b) => b.jsonBody(view({})))
      .executeTest(async (server) => {
        const result = await businessApi(server.url).profile(BUDI_TOKEN);
        expect(Result.isSuccess(result) && result.success).toMatchObject({ mobile: DEMO_ACCOUNTS.providerAdmin.phone, mobileVerified: true });
      }));

  it("saves the profile; a new work email is unverified", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request to save the demo provider's personal profile with a new work email")
      .withRequest("POST", "/api/provider/profile", (b) => b.headers(signedHeaders(BUDI_TOKEN)).jsonBody(update))
      .willRespondWith(200, (b) => b.jsonBody(view({ workEmail: "budi@warungbutini.id", workEmailVerified: false, position: "Owner" })))
      .executeTest(async (server) => {
        const result = await businessApi(server.url).saveProfile(BUDI_TOKEN, update);
        expect(Result.isSuccess(result) && result.success).toMatchObject({ workEmail: "budi@warungbutini.id", workEmailVerified: false });
      }));

  it("refuses a malformed work email", () =>
    pact
      .addInteraction()
      .given(BUDI)
      .uponReceiving("a request to save a personal profile with a malformed work email")
      .withRequest("POST", "/api/provider/profile", (b) => b.headers(signedHeaders(BUDI_TOKEN)).jsonBody({ ...update, workEmail: "budi@" }))
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope("VALIDATION_FAILED", { issues: like([{ path: ["workEmail"], message: "Expected an email" }]) })))
      .executeTest(async (server) => {
        expectRefused(await businessApi(server.url).saveProfile(BUDI_TOKEN, { ...update, workEmail: "budi@" } as UpdateProviderProfileRequest), 400, "VALIDATION_FAILED");
      }));
});
