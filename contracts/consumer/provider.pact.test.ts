import type { AuthToken } from "../../domain/identity/session.schema";
import type { NotLoggedIn } from "../../application/session/not-logged-in";
import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { BusinessHttpAdapter } from "../../adapters/http/provider-business.http-adapter";
import { JobsHttpAdapter } from "../../adapters/http/provider-jobs.http-adapter";
import type { ApiError } from "../../application/ports/api-error";
import type { JobAction } from "../../application/ports/provider-jobs-api.port";
import type { CreateBusinessRequest, SubmitVerificationRequest, UpdateProviderProfileRequest } from "../../domain/business/business-api.schema";
import type { SaveJobRequest } from "../../domain/job/job-api.schema";
import { jobDraftFixture } from "../../domain/job/job.fixtures";
import { clientFor, errorEnvelope, exampleToken, expectRefused, fromState, gawePact, signedHeaders, state, tokenFromState, WIB_TIME } from "./pact-support";
import { PROVIDER_STATE, type ProviderStateParams } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";

const { arrayContaining, boolean, eachLike, integer, like } = MatchersV3;

const pact = gawePact();

// States and their parameters: contracts/README.md lists each with the data the provider must hold.
const S = PROVIDER_STATE;
const { providerAdmin: BUDI_ACCOUNT, newProvider: ANDI_ACCOUNT, kopiAdmin: RUDI_ACCOUNT, providerMember: DEWI_ACCOUNT, seeker: SITI_ACCOUNT } = DEMO_ACCOUNTS;
const BUDI = state(S.providerLoggedIn, { phone: BUDI_ACCOUNT.phone, business: "verified", coupons: 3 });
const NEW_PROVIDER = state(S.providerLoggedIn, { phone: ANDI_ACCOUNT.phone, business: "none" });
const UNVERIFIED = state(S.providerLoggedIn, { phone: ANDI_ACCOUNT.phone, business: "notVerified" });
const KOPI = state(S.providerLoggedIn, { phone: RUDI_ACCOUNT.phone, business: "verified", coupons: 0 });
const MEMBER = state(S.providerLoggedIn, { phone: DEWI_ACCOUNT.phone, business: "verified", membership: "member" });
const SEEKER = state(S.seekerLoggedIn, { phone: SITI_ACCOUNT.phone });
type JobParams = ProviderStateParams[typeof S.jobExists];
/** A job of the business of `owner` (default Budi's). */
const ownJob = (params: JobParams = {}, owner: string = BUDI_ACCOUNT.phone) => state(S.jobExists, { owner, ...params });
/** A job of a business the caller has nothing to do with. */
const OTHER_JOB = state(S.jobExists, {});

/** Every state above hands back its session's token; the adapters send the example. */
const BEARER = tokenFromState("tok-provider-example");
const TOKEN = exampleToken(BEARER);
const jobPath = (suffix: string, example = "j-1005") => fromState(`/api/jobs/\${jobId}${suffix}`, `/api/jobs/${example}${suffix}`);
type Given = ReturnType<typeof state>;
const given = (states: readonly Given[]) => states.reduce((i, [name, params]) => i.given(name, params), pact.addInteraction());

const businessApi = (baseUrl: string, token: AuthToken | null = null) => new BusinessHttpAdapter(clientFor(baseUrl, token));
const jobsApi = (baseUrl: string, token: AuthToken | null = null) => new JobsHttpAdapter(clientFor(baseUrl, token));

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
  cannotOpen: null,
  priorityAlert: null,
  order: null,
  ...exact,
});

/**
 * Items of a list differ in their nullable fields (age limit, period end, priority alert) and Pact
 * has no "null or T" matcher, so the list promises one item of each kind (arrayContaining).
 */
const STATE_PHOTOS = eachLike("/app/job-photos/fnb.svg");
const partTimeJob = providerJob({ status: like("open"), photos: STATE_PHOTOS, period: { start: like("2029-12-01"), end: like("2030-01-31") } });
const PRIORITY = { jobType: "fullTime", priority: true, ageLimit: { min: 18, max: 40 } } as const satisfies JobParams;
const priorityFullTimeJob = providerJob({
  status: like("open"),
  jobType: "fullTime",
  priority: true,
  photos: STATE_PHOTOS,
  ageLimit: { min: integer(18), max: integer(40) },
  period: { start: like("2029-12-01"), end: null },
  priorityAlert: like("extendWithCoupon"),
});

describe("provider API: business", () => {
  it("reads the caller's business", () =>
    given([BUDI])
      .uponReceiving("a request for the provider's business")
      .withRequest("GET", "/api/business", (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(businessBody("approved", { verifiedAt: WIB_TIME })))
      .executeTest(async (server) => {
        const result = await businessApi(server.url, TOKEN).myBusiness();
        expect(Result.isSuccess(result) && result.success).toMatchObject({ verification: { status: "approved" }, myRole: "admin" });
      }));

  it("creates the one business of an account", () =>
    given([NEW_PROVIDER])
      .uponReceiving("a request to create a business")
      .withRequest("POST", "/api/business", (b) => b.headers(signedHeaders(BEARER)).jsonBody(newBusiness))
      .willRespondWith(201, (b) =>
        b.jsonBody({ ...businessBody("notSubmitted", { businessId: "c-andi-1", registeredName: "Bakso Pak Andi" }), coupons: integer(0) }),
      )
      .executeTest(async (server) => {
        const result = await businessApi(server.url, TOKEN).create(newBusiness);
        expect(Result.isSuccess(result) && result.success.verification.status).toBe("notSubmitted");
      }));

  const renamed = { ...newBusiness, registeredName: "Warung Bu Tini Blok M" } as CreateBusinessRequest;

  it("renames a verified business that has not been renamed in 30 days", () =>
    given([BUDI])
      .uponReceiving("a request to rename the provider's verified business")
      .withRequest("POST", "/api/business/edit", (b) => b.headers(signedHeaders(BEARER)).jsonBody(renamed))
      .willRespondWith(200, (b) =>
        b.jsonBody(businessBody("approved", { registeredName: "Warung Bu Tini Blok M", verifiedAt: WIB_TIME, lastNameChangeAt: WIB_TIME })),
      )
      .executeTest(async (server) => {
        const result = await businessApi(server.url, TOKEN).edit(renamed);
        expect(Result.isSuccess(result) && result.success.business.registeredName).toBe("Warung Bu Tini Blok M");
      }));

  const withPhoto = { documents: [{ kind: "NIB", number: "9120001234567", photoUrl: "https://cdn.gawe.test/docs/nib.jpg" }] } as unknown as SubmitVerificationRequest;
  const withoutPhoto = { documents: [{ kind: "NPWP", number: "01.234.567.8-901.000" }] } as unknown as SubmitVerificationRequest;

  it("puts submitted documents in review", () =>
    given([UNVERIFIED])
      .uponReceiving("a verification with a document photo")
      .withRequest("POST", "/api/business/verification", (b) => b.headers(signedHeaders(BEARER)).jsonBody(withPhoto))
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...businessBody("inReview", { businessId: "c-andi-unverified" }), verification: { status: "inReview", submittedAt: WIB_TIME }, coupons: integer(0) }),
      )
      .executeTest(async (server) => {
        const result = await businessApi(server.url, TOKEN).submitVerification(withPhoto);
        expect(Result.isSuccess(result) && result.success.verification.status).toBe("inReview");
      }));

  type BusinessCall = "myBusiness" | "create" | "edit" | "submitVerification";
  const call = (api: BusinessHttpAdapter, which: BusinessCall) =>
    which === "myBusiness" ? api.myBusiness() : which === "create" ? api.create(newBusiness) : which === "edit" ? api.edit(renamed) : api.submitVerification(withPhoto);
  const request = { myBusiness: ["GET", "/api/business", undefined], create: ["POST", "/api/business", newBusiness], edit: ["POST", "/api/business/edit", renamed], submitVerification: ["POST", "/api/business/verification", withPhoto] } as const;
  const refusals: readonly [BusinessCall, string, Given, number, string, Record<string, unknown>?, unknown?][] = [
    ["myBusiness", "a provider who has no business", NEW_PROVIDER, 404, "BUSINESS_NOT_FOUND"],
    ["create", "a provider who has one", BUDI, 409, "BUSINESS_ALREADY_EXISTS"],
    ["create", "an account whose active role is seeker", SEEKER, 403, "FORBIDDEN"],
    ["edit", "a business that is not verified", UNVERIFIED, 409, "BUSINESS_NAME_LOCKED", { reason: "notVerified", availableAt: null }],
    ["edit", "a Member who is not the Admin", MEMBER, 403, "FORBIDDEN"],
    ["edit", "a provider who has no business", NEW_PROVIDER, 404, "BUSINESS_NOT_FOUND"],
    ["submitVerification", "a business already approved", BUDI, 409, "VERIFICATION_NOT_ALLOWED", { status: "approved" }],
    ["submitVerification", "documents without any photo ('Masukkan foto dokumen')", UNVERIFIED, 400, "DOCUMENT_PHOTO_REQUIRED", undefined, withoutPhoto],
    ["submitVerification", "a Member who is not the Admin", MEMBER, 403, "FORBIDDEN"],
    ["submitVerification", "a provider who has no business", NEW_PROVIDER, 404, "BUSINESS_NOT_FOUND"],
  ];
  for (const [which, who, given1, status, code, details, body] of refusals) {
    const [method, path, defaultBody] = request[which];
    const sent = body ?? defaultBody;
    it(`${which}: refuses ${who} (${code})`, () =>
      given([given1])
        .uponReceiving(`${method} ${path} by ${who}`)
        .withRequest(method, path, (b) => (sent === undefined ? b.headers(signedHeaders(BEARER)) : b.headers(signedHeaders(BEARER)).jsonBody(sent)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          const api = businessApi(server.url, TOKEN);
          const result = body === undefined ? await call(api, which) : await api.submitVerification(body as SubmitVerificationRequest);
          expectRefused(result, status, code);
        }));
  }
});

describe("provider API: jobs", () => {
  it("lists the business's jobs with the coupon balance", () =>
    given([BUDI, ownJob(), ownJob({ ...PRIORITY, expiresInHours: 12 })])
      .uponReceiving("a request for the provider's jobs")
      .withRequest("GET", "/api/business/jobs", (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ items: arrayContaining(partTimeJob, priorityFullTimeJob), nextCursor: null, coupons: integer(3) }))
      .executeTest(async (server) => {
        const result = await jobsApi(server.url, TOKEN).myJobs();
        expect(Result.isSuccess(result) && result.success.items.length).toBeGreaterThan(0);
      }));

  // The offer state's provider (Budi) and token; its job has one vacancy, taken by another seeker.
  const FILLED_BEARER = tokenFromState("tok-provider-example", "providerToken");
  it("lists a closed job whose vacancies are all filled: neither editable nor to be posted again (issue 19)", () =>
    given([state(S.offerSent, { headcountFilled: true })])
      .uponReceiving("a request for the jobs of a provider whose closed job has all its vacancies filled")
      .withRequest("GET", "/api/business/jobs", (b) => b.headers(signedHeaders(FILLED_BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          items: arrayContaining(providerJob({
              status: "closed",
              photos: STATE_PHOTOS,
              editable: false,
              deletable: false,
              cannotOpen: "headcountFilled",
              // The seeker hired into its last place opened its order; nothing clocked yet.
              order: { orderId: like("ord-j-1005"), awaitingConfirmation: 0 },
            })),
          nextCursor: null,
          coupons: integer(3),
        }),
      )
      .executeTest(async (server) => {
        const result = await jobsApi(server.url, exampleToken(FILLED_BEARER)).myJobs();
        expect(Result.isSuccess(result) && result.success.items.some((j) => j.cannotOpen === "headcountFilled" && !j.editable)).toBe(true);
      }));

  // The work state's provider (Budi): a seeker hired for three days from this hour, day 1 clocked
  // out and waiting for Budi's answer (issue 22: the home shows it from this list, no other request).
  it("lists a job whose order has a working day waiting for the provider's decision (issue 22)", () =>
    given([state(S.hiredStartedToday, { day1: "awaitingConfirmation" })])
      .uponReceiving("a request for the jobs of a provider with a shift to confirm")
      .withRequest("GET", "/api/business/jobs", (b) => b.headers(signedHeaders(FILLED_BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          items: arrayContaining(
            providerJob({
              status: like("open"),
              photos: STATE_PHOTOS,
              applicants: integer(1),
              offers: integer(1),
              editable: false,
              deletable: false,
              order: { orderId: like("ord-j-1005"), awaitingConfirmation: 1 },
            }),
          ),
          nextCursor: null,
          coupons: integer(3),
        }),
      )
      .executeTest(async (server) => {
        const result = await jobsApi(server.url, exampleToken(FILLED_BEARER)).myJobs();
        expect(Result.isSuccess(result) && result.success.items.map((j) => j.order?.awaitingConfirmation)).toContain(1);
      }));

  it("answers BUSINESS_NOT_FOUND for the jobs of a provider without a business", () =>
    given([NEW_PROVIDER])
      .uponReceiving("a request for the jobs of a provider who has no business")
      .withRequest("GET", "/api/business/jobs", (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("BUSINESS_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await jobsApi(server.url, TOKEN).myJobs(), 404, "BUSINESS_NOT_FOUND")));

  it("posts a new job", () =>
    given([BUDI])
      .uponReceiving("a request to post a new job")
      .withRequest("POST", "/api/business/jobs", (b) => b.headers(signedHeaders(BEARER)).jsonBody(saveRequest(true)))
      .willRespondWith(201, (b) => b.jsonBody(providerJob({ status: "open" })))
      .executeTest(async (server) => {
        const result = await jobsApi(server.url, TOKEN).create(saveRequest(true));
        expect(Result.isSuccess(result) && result.success.status).toBe("open");
      }));

  // Issue 24: the job's screening questions travel with its save (docs/api.md "Screening questions").
  const QUESTIONS = [
    { text: "Can you work on weekends?", kind: "choice", required: true, choices: ["Yes", "No"] },
    { text: "Which station is nearest to you?", kind: "shortAnswer", required: false, choices: [] },
  ] as const satisfies SaveJobRequest["screeningQuestions"];
  const withQuestions: SaveJobRequest = { ...saveRequest(true), screeningQuestions: QUESTIONS };
  it("posts a new job with screening questions", () =>
    given([BUDI])
      .uponReceiving("a request to post a new job with screening questions")
      .withRequest("POST", "/api/business/jobs", (b) => b.headers(signedHeaders(BEARER)).jsonBody(withQuestions))
      .willRespondWith(201, (b) => b.jsonBody(providerJob({ status: "open" })))
      .executeTest(async (server) => {
        const result = await jobsApi(server.url, TOKEN).create(withQuestions);
        expect(Result.isSuccess(result) && result.success.status).toBe("open");
      }));

  const badSalary = saveRequest(true, { salary: { minimum: 150_000, maximum: 100_000, confidential: false, unit: "day" } });
  const oneOption: SaveJobRequest = { ...saveRequest(true), screeningQuestions: [{ text: "Can you work on weekends?", kind: "choice", required: true, choices: ["Yes"] }] };
  const createRefusals: readonly [string, Given, SaveJobRequest, number, string, Record<string, unknown>?][] = [
    ["a job whose maximum salary is below its minimum", BUDI, badSalary, 400, "JOB_INVALID", { rules: ["SALARY_MAX_NOT_ABOVE_MIN"] }],
    ["a job with a choice question of one option", BUDI, oneOption, 422, "SCREENING_QUESTIONS_INVALID", { index: 0 }],
    ["posting for a business that is not verified", UNVERIFIED, saveRequest(true), 403, "POSTING_BLOCKED", { reason: "businessNotVerified" }],
    ["a job of a provider who has no business", NEW_PROVIDER, saveRequest(true), 404, "BUSINESS_NOT_FOUND"],
  ];
  for (const [what, who, body, status, code, details] of createRefusals)
    it(`refuses ${what}`, () =>
      given([who])
        .uponReceiving(`a request to create ${what}`)
        .withRequest("POST", "/api/business/jobs", (b) => b.headers(signedHeaders(BEARER)).jsonBody(body))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          const result = await jobsApi(server.url, TOKEN).create(body);
          expectRefused(result, status, code);
          if (details !== undefined) expect(Result.isFailure(result) && result.failure).toMatchObject({ details });
        }));

  it("edits a job without applicants", () =>
    given([BUDI, ownJob()])
      .uponReceiving("a request to edit a job without applicants")
      .withRequest("POST", jobPath("/edit"), (b) => b.headers(signedHeaders(BEARER)).jsonBody(saveRequest(false, { vacancies: 3 })))
      .willRespondWith(200, (b) => b.jsonBody(providerJob({ jobId: like("j-1005"), vacancies: 3, status: "open" })))
      .executeTest(async (server) => {
        const result = await jobsApi(server.url, TOKEN).edit("j-1005", saveRequest(false, { vacancies: 3 }));
        expect(Result.isSuccess(result) && result.success.vacancies).toBe(3);
      }));

  it("posts a draft", () =>
    given([BUDI, ownJob({ status: "draft" })])
      .uponReceiving("a request to post a draft")
      .withRequest("POST", jobPath("/post"), (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(providerJob({ status: "open", photos: STATE_PHOTOS })))
      .executeTest(async (server) => {
        const result = await jobsApi(server.url, TOKEN).act("j-1005", "post");
        expect(Result.isSuccess(result) && result.success.status).toBe("open");
      }));

  it("closes an open job", () =>
    given([BUDI, ownJob()])
      .uponReceiving("a request to close an open job")
      .withRequest("POST", jobPath("/close"), (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(providerJob({ status: "closed", photos: STATE_PHOTOS })))
      .executeTest(async (server) => {
        const result = await jobsApi(server.url, TOKEN).act("j-1005", "close");
        expect(Result.isSuccess(result) && result.success.status).toBe("closed");
      }));

  it("deletes a job without applicants", () =>
    given([BUDI, ownJob()])
      .uponReceiving("a request to delete a job without applicants")
      .withRequest("POST", jobPath("/delete"), (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(providerJob({ status: "deleted", photos: STATE_PHOTOS })))
      .executeTest(async (server) => {
        const result = await jobsApi(server.url, TOKEN).act("j-1005", "delete");
        expect(Result.isSuccess(result) && result.success.status).toBe("deleted");
      }));

  it("extends a priority job in its last day for one coupon", () =>
    given([BUDI, ownJob({ ...PRIORITY, expiresInHours: 12 })])
      .uponReceiving("a request to extend a priority job in its last day")
      .withRequest("POST", jobPath("/priority/extend"), (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          job: providerJob({ status: "open", priority: true, photos: STATE_PHOTOS, ageLimit: like({ min: 18, max: 40 }), period: like({ start: "2029-12-01", end: null }), priorityAlert: "noNeedToExtend" }),
          coupons: 2,
        }),
      )
      .executeTest(async (server) => {
        const result = await jobsApi(server.url, TOKEN).extendPriority("j-1002");
        expect(Result.isSuccess(result) && result.success.coupons).toBe(2);
      }));

  type JobCall = "edit" | JobAction | "extend";
  const jobCall = async (baseUrl: string, which: JobCall, jobId: string, body = saveRequest(false)): Promise<Result.Result<unknown, ApiError | NotLoggedIn>> => {
    const api = jobsApi(baseUrl, TOKEN);
    if (which === "edit") return api.edit(jobId, body);
    if (which === "extend") return api.extendPriority(jobId);
    return api.act(jobId, which);
  };
  const suffix = (which: JobCall) => (which === "extend" ? "/priority/extend" : `/${which}`);
  const ruleRefusals: readonly [JobCall, string, readonly Given[], number, string, Record<string, unknown>?, SaveJobRequest?][] = [
    ["edit", "a job with an applicant", [BUDI, ownJob({ applicant: SITI_ACCOUNT.phone })], 409, "JOB_NOT_EDITABLE", { applicants: integer(1), offers: integer(0) }],
    ["edit", "a job whose maximum salary is below its minimum", [BUDI, ownJob()], 400, "JOB_INVALID", { rules: ["SALARY_MAX_NOT_ABOVE_MIN"] }, badSalary],
    ["edit", "posting a draft of a business that is not verified", [UNVERIFIED, ownJob({ status: "draft" }, ANDI_ACCOUNT.phone)], 403, "POSTING_BLOCKED", { reason: "businessNotVerified" }, saveRequest(true)],
    ["post", "an expired job", [BUDI, ownJob({ status: "closed", expiresInHours: -24 })], 409, "JOB_CANNOT_OPEN", { reason: "expired" }],
    ["post", "an open job", [BUDI, ownJob()], 409, "INVALID_TRANSITION"],
    ["post", "a draft of a business that is not verified", [UNVERIFIED, ownJob({ status: "draft" }, ANDI_ACCOUNT.phone)], 403, "POSTING_BLOCKED", { reason: "businessNotVerified" }],
    ["close", "a closed job", [BUDI, ownJob({ status: "closed" })], 409, "INVALID_TRANSITION", { from: "closed", event: "close" }],
    ["delete", "a job with an applicant", [BUDI, ownJob({ applicant: SITI_ACCOUNT.phone })], 409, "JOB_NOT_DELETABLE", { applicants: integer(1), offers: integer(0), ongoingWork: integer(0) }],
    ["extend", "a priority job with days left", [BUDI, ownJob({ ...PRIORITY, expiresInHours: 240 })], 409, "NO_NEED_TO_EXTEND", { expiresAt: WIB_TIME }],
    ["extend", "a priority job without coupons", [KOPI, ownJob({ ...PRIORITY, expiresInHours: 6 }, RUDI_ACCOUNT.phone)], 409, "NOT_ENOUGH_COUPONS", { coupons: 0, needed: 1 }],
    ["extend", "a job that is not a priority job", [BUDI, ownJob()], 409, "NOT_PRIORITY_JOB"],
  ];
  const everyJobCall: readonly JobCall[] = ["edit", "post", "close", "delete", "extend"];
  const accessRefusals = everyJobCall.flatMap((which): (typeof ruleRefusals)[number][] => [
    [which, "a job of another business", [BUDI, OTHER_JOB], 403, "FORBIDDEN"],
  ]);
  for (const [which, what, states, status, code, details, body] of [...ruleRefusals, ...accessRefusals])
    it(`${which}: refuses ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request to ${which} ${what}`)
        .withRequest("POST", jobPath(suffix(which)), (b) => {
          const headed = b.headers(signedHeaders(BEARER));
          if (which === "edit") headed.jsonBody(body ?? saveRequest(false));
        })
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => expectRefused(await jobCall(server.url, which, "j-1005", body), status, code)));

  for (const which of everyJobCall)
    it(`${which}: answers JOB_NOT_FOUND for an unknown job`, () =>
      given([BUDI])
        .uponReceiving(`a request to ${which} an unknown job`)
        .withRequest("POST", `/api/jobs/j-nope${suffix(which)}`, (b) => {
          const headed = b.headers(signedHeaders(BEARER));
          if (which === "edit") headed.jsonBody(saveRequest(false));
        })
        .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("JOB_NOT_FOUND")))
        .executeTest(async (server) => expectRefused(await jobCall(server.url, which, "j-nope"), 404, "JOB_NOT_FOUND")));

  it("shows an open job to anyone", () =>
    given([OTHER_JOB])
      .uponReceiving("a logged-out request for an open job")
      .withRequest("GET", jobPath(""), (b) => b.headers(signedHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...providerJob({ status: "open", photos: STATE_PHOTOS }),
          applicants: undefined,
          offers: undefined,
          editable: undefined,
          deletable: undefined,
          cannotOpen: undefined,
          priorityAlert: undefined,
          order: undefined,
          businessName: like("TSA Mart"),
          businessVerified: true,
        }),
      )
      .executeTest(async (server) => {
        const result = await jobsApi(server.url).publicJob("j-1005");
        expect(Result.isSuccess(result) && result.success).toMatchObject({ jobId: "j-1005", businessVerified: true });
      }));

  it("answers JOB_NOT_FOUND for an unknown job", () =>
    pact
      .addInteraction()
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
    mobile: BUDI_ACCOUNT.phone,
    mobileVerified: true,
    ...exact,
  });

  it("reads the provider's profile with the verified mobile number", () =>
    given([BUDI])
      .uponReceiving("a request for the provider's personal profile")
      .withRequest("GET", "/api/provider/profile", (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(view({})))
      .executeTest(async (server) => {
        const result = await businessApi(server.url, TOKEN).profile();
        expect(Result.isSuccess(result) && result.success).toMatchObject({ mobile: BUDI_ACCOUNT.phone, mobileVerified: true });
      }));

  it("saves the profile; a new work email is unverified", () =>
    given([BUDI])
      .uponReceiving("a request to save the provider's personal profile with a new work email")
      .withRequest("POST", "/api/provider/profile", (b) => b.headers(signedHeaders(BEARER)).jsonBody(update))
      .willRespondWith(200, (b) => b.jsonBody(view({ workEmail: "budi@warungbutini.id", workEmailVerified: false, position: "Owner" })))
      .executeTest(async (server) => {
        const result = await businessApi(server.url, TOKEN).saveProfile(update);
        expect(Result.isSuccess(result) && result.success).toMatchObject({ workEmail: "budi@warungbutini.id", workEmailVerified: false });
      }));

  it("refuses a malformed work email", () =>
    given([BUDI])
      .uponReceiving("a request to save a personal profile with a malformed work email")
      .withRequest("POST", "/api/provider/profile", (b) => b.headers(signedHeaders(BEARER)).jsonBody({ ...update, workEmail: "budi@" }))
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope("VALIDATION_FAILED", { issues: like([{ path: ["workEmail"], message: "Expected an email" }]) })))
      .executeTest(async (server) => {
        expectRefused(await businessApi(server.url, TOKEN).saveProfile({ ...update, workEmail: "budi@" } as UpdateProviderProfileRequest), 400, "VALIDATION_FAILED");
      }));

  it("refuses the provider profile to an account without the provider role", () =>
    given([SEEKER])
      .uponReceiving("a request for the provider profile by a seeker")
      .withRequest("GET", "/api/provider/profile", (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => expectRefused(await businessApi(server.url, TOKEN).profile(), 403, "FORBIDDEN")));

  it("refuses a provider profile save by an account without the provider role", () =>
    given([SEEKER])
      .uponReceiving("a save of the provider profile by a seeker")
      .withRequest("POST", "/api/provider/profile", (b) => b.headers(signedHeaders(BEARER)).jsonBody(update))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => expectRefused(await businessApi(server.url, TOKEN).saveProfile(update), 403, "FORBIDDEN")));
});
