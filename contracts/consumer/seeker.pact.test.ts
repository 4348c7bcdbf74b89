import type { AuthToken } from "../../domain/identity/session.schema";
import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { ApplicationsHttpAdapter } from "../../adapters/http/applying.http-adapter";
import { SeekerHttpAdapter } from "../../adapters/http/seeker.http-adapter";
import type { JobSearchQuery } from "../../domain/seeker/job-search.rules";
import type { SeekerProfileInput } from "../../domain/seeker/profile.rules";
import { completeProfile } from "../../domain/seeker/seeker.fixtures";
import { clientFor, errorEnvelope, exampleToken, expectRefused, fromState, gawePact, signedHeaders, state, tokenFromState } from "./pact-support";
import { PROVIDER_STATE } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";

const { arrayContaining, boolean, decimal, eachLike, integer, like, nullValue, number } = MatchersV3;

const pact = gawePact();

// States and their parameters: contracts/README.md lists each with the data the provider must hold.
const S = PROVIDER_STATE;
const { seeker: SITI_ACCOUNT, seekerSmsOnly: AGUS_ACCOUNT, rina: RINA_ACCOUNT, hendra: HENDRA_ACCOUNT, providerAdmin: BUDI_ACCOUNT } = DEMO_ACCOUNTS;
const LOGGED_IN = state(S.seekerLoggedIn, { phone: SITI_ACCOUNT.phone });
const AGUS = state(S.seekerLoggedIn, { phone: AGUS_ACCOUNT.phone, profile: "noSalary" });
const YOUNG = state(S.seekerLoggedIn, { phone: "81200000017", age: 17 });
const PROVIDER = state(S.providerLoggedIn, { phone: HENDRA_ACCOUNT.phone, business: "verified" });
const OPEN_JOB = state(S.jobExists, {});

/** Bearer tokens handed back by the states as `token`; the adapters send the examples. */
const SITI_BEARER = tokenFromState("tok-siti-example");
const SITI = exampleToken(SITI_BEARER);
const HENDRA_BEARER = tokenFromState("tok-hendra-example");
const HENDRA = exampleToken(HENDRA_BEARER);

/** Ids handed back by the states: the path the provider gets, from the example the app sends. */
const jobPath = (suffix: string, example: string) => fromState(`/api/jobs/\${jobId}${suffix}`, `/api/jobs/${example}${suffix}`);

const seeker = (url: string, token: AuthToken | null = null) => new SeekerHttpAdapter(clientFor(url, token));
const applications = (url: string, token: AuthToken | null = null) => new ApplicationsHttpAdapter(clientFor(url, token));

const WIB_TIME = MatchersV3.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, "2027-12-31T23:59:00+07:00");

/** The jobs the job state makes (mock-server/features/provider-jobs/provider-jobs.provider-states.ts): nullable fields as they are there. */
const PART_TIME = { jobType: "partTime", period: { start: "2029-12-01", end: "2030-01-31" } } as const;
const FULL_TIME = { jobType: "fullTime", period: { start: "2029-12-01", end: null } } as const;

const job = (jobId: string, shape: typeof PART_TIME | typeof FULL_TIME) =>
  like({
    jobId,
    businessId: "c-toko-serba-ada",
    createdBy: "u-provider-wahyu",
    assignedTo: [],
    position: "Waiter",
    description: "Serve guests during the lunch rush.",
    salary: { minimum: 250_000, maximum: 300_000, confidential: false, unit: "day" },
    location: { address: "Jl. Contoh No. 1", district: "Tebet", city: "Jakarta Selatan", point: { lat: decimal(-6.2264), lng: decimal(106.8539) } },
    vacancies: 2,
    category: "fnb",
    workHours: "10:00-15:00",
    dayOff: "Sunday",
    workFromHome: false,
    ageLimit: null,
    genderLimit: "all",
    paymentSchedule: "daily",
    expiresAt: WIB_TIME,
    priority: false,
    photos: eachLike("/app/job-photos/fnb.svg"),
    status: "open",
    ...shape,
  });

const card = (jobId: string, shape: typeof PART_TIME | typeof FULL_TIME, extra: Record<string, unknown> = {}) => ({
  job: job(jobId, shape),
  businessName: like("TSA Mart"),
  // The states' jobs are TSA Mart's, whose seeded logo is one of the app's files.
  businessLogoUrl: like("/app/business-logos/tsa-mart.svg"),
  distanceKm: decimal(1.25),
  saved: boolean(false),
  applicationStatus: nullValue(),
  ...extra,
});

const profileBody = (overrides: Partial<SeekerProfileInput> = {}) => completeProfile(overrides);
/** What the server answers: the input plus what the platform owns (badges, intro video), never sent by the app. */
const profileView = { profile: like({ ...completeProfile({ fullName: "Siti Rahmawati" }), userId: "u-seeker-siti", badges: [], introVideoId: null }), completenessPercent: integer(100) };

/** A point no seeded job is at: the job the state puts there is the nearest. */
const HERE = { lat: -6.12345, lng: 106.65432 };
const AT_HERE: JobSearchQuery = {
  from: HERE,
  salary: { min: 3_000_000, max: 10_000_000 },
  category: null,
  jobType: null,
  city: null,
  position: null,
  offset: 0,
  limit: 20,
};
const JOB_HERE = state(S.jobExists, { jobType: "fullTime", at: HERE });

describe("seeker API: profile", () => {
  it("returns the seeker's profile with its completeness", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("a request for the logged-in seeker's profile")
      .withRequest("GET", "/api/seeker/profile", (b) => b.headers(signedHeaders(SITI_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(profileView))
      .executeTest(async (server) => {
        const r = await seeker(server.url, SITI).profile();
        expect(Result.isSuccess(r) && r.success.completenessPercent).toBe(100);
      }));

  it("saves a valid profile", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("a save of a valid seeker profile")
      .withRequest("POST", "/api/seeker/profile", (b) => b.headers(signedHeaders(SITI_BEARER)).jsonBody(profileBody({ fullName: "Siti Rahmawati" })))
      .willRespondWith(200, (b) => b.jsonBody(profileView))
      .executeTest(async (server) => {
        const r = await seeker(server.url, SITI).saveProfile(profileBody({ fullName: "Siti Rahmawati" }));
        expect(Result.isSuccess(r) && r.success.profile?.fullName).toBe("Siti Rahmawati");
      }));

  const refusals: readonly [string, Partial<SeekerProfileInput>, number, string][] = [
    ["a date of birth under 18", { dateOfBirth: "2015-01-01" }, 422, "SEEKER_TOO_YOUNG"],
    ["a date of birth in the future", { dateOfBirth: "2099-01-01" }, 422, "DATE_OF_BIRTH_INVALID"],
    ["a minimum salary not below the expected one", { minimumMonthlySalary: 6_000_000 as never, expectedMonthlySalary: 5_000_000 as never }, 422, "SALARY_MINIMUM_NOT_BELOW_EXPECTED"],
    ["six preferred positions", { preferredPositions: ["Barista", "Waiter", "Cook", "Cashier", "Packer", "Courier"] }, 400, "VALIDATION_FAILED"],
  ];
  for (const [what, overrides, status, code] of refusals)
    it(`refuses a profile with ${what}`, () =>
      pact
        .addInteraction()
        .given(...LOGGED_IN)
        .uponReceiving(`a save of a seeker profile with ${what}`)
        .withRequest("POST", "/api/seeker/profile", (b) => b.headers(signedHeaders(SITI_BEARER)).jsonBody(profileBody(overrides)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => expectRefused(await seeker(server.url, SITI).saveProfile(profileBody(overrides)), status, code)));

  it("refuses the seeker profile to an account without the seeker role", () =>
    pact
      .addInteraction()
      .given(...PROVIDER)
      .uponReceiving("a request for the seeker profile by a provider")
      .withRequest("GET", "/api/seeker/profile", (b) => b.headers(signedHeaders(HENDRA_BEARER)))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => expectRefused(await seeker(server.url, HENDRA).profile(), 403, "FORBIDDEN")));

  it("refuses a profile save by an account without the seeker role", () =>
    pact
      .addInteraction()
      .given(...PROVIDER)
      .uponReceiving("a save of a seeker profile by a provider")
      .withRequest("POST", "/api/seeker/profile", (b) => b.headers(signedHeaders(HENDRA_BEARER)).jsonBody(profileBody()))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => expectRefused(await seeker(server.url, HENDRA).saveProfile(profileBody()), 403, "FORBIDDEN")));
});

describe("seeker API: finding and saving jobs", () => {
  it("lists open jobs nearest first with a salary filter", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .given(...JOB_HERE)
      .uponReceiving("a job search with a salary filter where a full-time job is")
      .withRequest("GET", "/api/job-search", (b) =>
        b.headers(signedHeaders(SITI_BEARER)).query({ lat: "-6.12345", lng: "106.65432", salaryMin: "3000000", salaryMax: "10000000" }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // Any number: the job is at the point asked from, and JSON writes 0 km as an integer, which a decimal matcher refuses.
          items: arrayContaining(card("j-9003", FULL_TIME, { distanceKm: number(0) })),
          nextCursor: like("20"),
        }),
      )
      .executeTest(async (server) => {
        const r = await seeker(server.url, SITI).searchJobs(AT_HERE);
        expect(Result.isSuccess(r) && r.success.items.map((c) => c.job.jobId)).toContain("j-9003");
      }));

  it("refuses a salary filter whose minimum is not below its maximum", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("a job search with salary minimum equal to maximum")
      .withRequest("GET", "/api/job-search", (b) =>
        b.headers(signedHeaders(SITI_BEARER)).query({ lat: "-6.12345", lng: "106.65432", salaryMin: "5000000", salaryMax: "5000000" }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope("INVALID_QUERY", { field: "salary" })))
      .executeTest(async (server) =>
        expectRefused(await seeker(server.url, SITI).searchJobs({ ...AT_HERE, salary: { min: 5_000_000, max: 5_000_000 } }), 400, "INVALID_QUERY"),
      ));

  it("returns one job as the seeker sees it", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .given(...OPEN_JOB)
      .uponReceiving("a request for a job by the seeker")
      .withRequest("GET", fromState("/api/seeker/jobs/${jobId}", "/api/seeker/jobs/j-9002"), (b) =>
        b.headers(signedHeaders(SITI_BEARER)).query({ lat: "-6.12345", lng: "106.65432" }),
      )
      .willRespondWith(200, (b) => b.jsonBody(card("j-9002", PART_TIME)))
      .executeTest(async (server) => {
        const r = await seeker(server.url, SITI).job("j-9002", HERE);
        expect(Result.isSuccess(r) && r.success.job.jobId).toBe("j-9002");
      }));

  it("answers JOB_NOT_FOUND for an unknown job", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("a request for an unknown job by the seeker")
      .withRequest("GET", "/api/seeker/jobs/j-nope", (b) => b.headers(signedHeaders(SITI_BEARER)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("JOB_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await seeker(server.url, SITI).job("j-nope", null), 404, "JOB_NOT_FOUND")));

  it("refuses a place that is not on Earth", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .given(...OPEN_JOB)
      .uponReceiving("a request for a job from latitude 95")
      .withRequest("GET", fromState("/api/seeker/jobs/${jobId}", "/api/seeker/jobs/j-9002"), (b) =>
        b.headers(signedHeaders(SITI_BEARER)).query({ lat: "95", lng: "106.65432" }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope("INVALID_QUERY")))
      .executeTest(async (server) => expectRefused(await seeker(server.url, SITI).job("j-9002", { lat: 95, lng: 106.65432 }), 400, "INVALID_QUERY")));

  it("lists the saved jobs", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .given(...state(S.jobExists, { savedBy: SITI_ACCOUNT.phone }))
      .uponReceiving("a request for the seeker's saved jobs")
      .withRequest("GET", "/api/seeker/saved-jobs", (b) => b.headers(signedHeaders(SITI_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ items: arrayContaining(card("j-9002", PART_TIME, { saved: true, distanceKm: nullValue() })), nextCursor: nullValue() }))
      .executeTest(async (server) => {
        const r = await seeker(server.url, SITI).savedJobs();
        expect(Result.isSuccess(r) && r.success.items.find((c) => c.job.jobId === "j-9002")?.saved).toBe(true);
      }));

  it("saves a job", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .given(...OPEN_JOB)
      .uponReceiving("a save of a job")
      .withRequest("POST", "/api/seeker/saved-jobs", (b) => b.headers(signedHeaders(SITI_BEARER)).jsonBody({ jobId: fromState("${jobId}", "j-9002") }))
      .willRespondWith(200, (b) => b.jsonBody(card("j-9002", PART_TIME, { saved: true, distanceKm: nullValue() })))
      .executeTest(async (server) => {
        const r = await seeker(server.url, SITI).saveJob("j-9002");
        expect(Result.isSuccess(r) && r.success.saved).toBe(true);
      }));

  it("refuses to save an unknown job", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("a save of an unknown job")
      .withRequest("POST", "/api/seeker/saved-jobs", (b) => b.headers(signedHeaders(SITI_BEARER)).jsonBody({ jobId: "j-nope" }))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("JOB_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await seeker(server.url, SITI).saveJob("j-nope"), 404, "JOB_NOT_FOUND")));

  it("unsaves a job", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .given(...state(S.jobExists, { savedBy: SITI_ACCOUNT.phone }))
      .uponReceiving("an unsave of a saved job")
      .withRequest("POST", fromState("/api/seeker/saved-jobs/${jobId}/remove", "/api/seeker/saved-jobs/j-9002/remove"), (b) => b.headers(signedHeaders(SITI_BEARER)))
      .willRespondWith(204)
      .executeTest(async (server) => expect(Result.isSuccess(await seeker(server.url, SITI).unsaveJob("j-9002"))).toBe(true)));
});

/** Rina as j-9000's provider reads her among its applicants (with her answers where the job asks screening questions). */
const RINA_APPLICANT = {
  application: { applicationId: like("a-9-rina-1"), jobId: like("j-9000"), seekerUserId: like("u-seeker-rina"), status: like("applied"), createdAt: WIB_TIME },
  fullName: like("Rina Wulandari"),
  gender: like("female"),
  age: integer(28),
  district: like("Tebet"),
  latestExperience: like({ position: "Barista", businessName: "Kopi Kenangan", lengthMonths: 18 }),
  skills: eachLike("Latte art"),
  expectedMonthlySalary: integer(5_500_000),
  completenessPercent: integer(100),
  hasCv: boolean(true),
  // A link to the CV for this provider only, good for an hour without a session (docs/api.md "Applicants' CVs").
  cv: {
    url: like(`https://api.gawe.id/api/cv-files/a-9-rina-1/1900000000.${"0f".repeat(32)}`),
    fileName: like("rina-wulandari-cv.pdf"),
    expiresAt: WIB_TIME,
  },
};

describe("applications API", () => {
  it("applies to an open job", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .given(...OPEN_JOB)
      .uponReceiving("an application of the seeker to an open job")
      .withRequest("POST", jobPath("/applications", "j-9003"), (b) => b.headers(signedHeaders(SITI_BEARER)).jsonBody({ note: "Saya siap mulai minggu depan." }))
      .willRespondWith(201, (b) =>
        b.jsonBody({ applicationId: like("a-7f3c"), jobId: like("j-9003"), seekerUserId: like("u-seeker-siti"), status: "applied", createdAt: WIB_TIME }),
      )
      .executeTest(async (server) => {
        const r = await applications(server.url, SITI).apply("j-9003", { note: "Saya siap mulai minggu depan." });
        expect(Result.isSuccess(r) && r.success.status).toBe("applied");
      }));

  type Given = ReturnType<typeof state>;
  const ME = { bearer: SITI_BEARER };
  const refusals: readonly [string, readonly Given[], { bearer: typeof SITI_BEARER }, number, string, Record<string, unknown>?][] = [
    ["a second application to the same job", [LOGGED_IN, state(S.jobExists, { applicant: SITI_ACCOUNT.phone })], ME, 409, "ALREADY_APPLIED"],
    ["an application to a closed job", [LOGGED_IN, state(S.jobExists, { status: "closed" })], ME, 409, "JOB_NOT_OPEN"],
    ["an application to an expired job", [LOGGED_IN, state(S.jobExists, { expiresInHours: -24 })], ME, 409, "JOB_EXPIRED"],
    ["an application with a profile missing the salary expectation", [AGUS, OPEN_JOB], ME, 422, "PROFILE_INCOMPLETE", { missing: eachLike("salary") }],
    ["an application by a 17-year-old", [YOUNG, OPEN_JOB], ME, 422, "SEEKER_TOO_YOUNG"],
    ["an application of a woman to a job for men", [LOGGED_IN, state(S.jobExists, { genderLimit: "male" })], ME, 422, "OUTSIDE_JOB_LIMITS", { limit: "gender" }],
    ["an application to a job of the caller's own business", [state(S.seekerLoggedIn, { phone: BUDI_ACCOUNT.phone }), state(S.jobExists, { owner: BUDI_ACCOUNT.phone })], ME, 403, "OWN_BUSINESS_JOB"],
    ["an application by a provider", [PROVIDER, OPEN_JOB], { bearer: HENDRA_BEARER }, 403, "FORBIDDEN"],
  ];
  for (const [what, states, who, status, code, details] of refusals)
    it(`refuses ${what}`, () =>
      states
        .reduce((i, [name, params]) => i.given(name, params), pact.addInteraction())
        .uponReceiving(what)
        .withRequest("POST", jobPath("/applications", "j-9001"), (b) => b.headers(signedHeaders(who.bearer)).jsonBody({ note: "" }))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => expectRefused(await applications(server.url, exampleToken(who.bearer)).apply("j-9001", { note: "" }), status, code)));

  it("refuses an application to an unknown job", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("an application to an unknown job")
      .withRequest("POST", "/api/jobs/j-nope/applications", (b) => b.headers(signedHeaders(SITI_BEARER)).jsonBody({ note: "" }))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("JOB_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await applications(server.url, SITI).apply("j-nope", { note: "" }), 404, "JOB_NOT_FOUND")));

  it("lists the seeker's applications with their status", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .given(...state(S.jobExists, { applicant: SITI_ACCOUNT.phone }))
      .uponReceiving("a request for the seeker's applications")
      .withRequest("GET", "/api/seeker/applications", (b) => b.headers(signedHeaders(SITI_BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          items: arrayContaining({
            application: { applicationId: like("a-9-siti-1"), jobId: like("j-9001"), seekerUserId: like("u-seeker-siti"), status: like("applied"), createdAt: WIB_TIME },
            card: card("j-9001", PART_TIME, { applicationStatus: like("applied"), distanceKm: nullValue() }),
          }),
          nextCursor: nullValue(),
        }),
      )
      .executeTest(async (server) => {
        const r = await applications(server.url, SITI).myApplications();
        expect(Result.isSuccess(r) && r.success.items.length).toBeGreaterThan(0);
      }));

  // Issue 24: a rejection after a video interview carries the provider's reason (Aktivitas shows it).
  it("lists an application rejected after a video interview, with the provider's reason", () =>
    pact
      .addInteraction()
      .given(...state(S.videoInterviewAt, { stage: "rejected" }))
      .uponReceiving("a request for the seeker's applications after her video interview was rejected")
      .withRequest("GET", "/api/seeker/applications", (b) => b.headers(signedHeaders(tokenFromState("tok-seeker-example", "seekerToken"))))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          items: arrayContaining({
            application: { applicationId: like("a-s3"), jobId: like("j-s219"), seekerUserId: like("u-seeker-siti"), status: "rejected", createdAt: WIB_TIME },
            card: card("j-s219", PART_TIME, { businessLogoUrl: nullValue(), applicationStatus: "rejected", distanceKm: nullValue() }),
            rejectionReason: like("We need barista experience"),
          }),
          nextCursor: nullValue(),
        }),
      )
      .executeTest(async (server) => {
        const r = await applications(server.url, exampleToken(tokenFromState("tok-seeker-example", "seekerToken"))).myApplications();
        expect(Result.isSuccess(r) && r.success.items.find((i) => i.application.status === "rejected")?.rejectionReason).toBe("We need barista experience");
      }));

  it("lists a job's applicants for its provider", () =>
    pact
      .addInteraction()
      .given(...PROVIDER)
      .given(...state(S.jobExists, { owner: HENDRA_ACCOUNT.phone, applicant: RINA_ACCOUNT.phone }))
      .uponReceiving("a request for the applicants of a job by its provider")
      .withRequest("GET", jobPath("/applications", "j-9000"), (b) => b.headers(signedHeaders(HENDRA_BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          jobId: like("j-9000"),
          position: like("Waiter"),
          items: eachLike(RINA_APPLICANT),
        }),
      )
      .executeTest(async (server) => {
        const r = await applications(server.url, HENDRA).applicants("j-9000");
        expect(Result.isSuccess(r) && r.success.items[0]?.fullName).toBe("Rina Wulandari");
      }));

  it("refuses a job's applicants to someone who is not its provider", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .given(...OPEN_JOB)
      .uponReceiving("a request for the applicants of a job by a seeker")
      .withRequest("GET", jobPath("/applications", "j-9000"), (b) => b.headers(signedHeaders(SITI_BEARER)))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => expectRefused(await applications(server.url, SITI).applicants("j-9000"), 403, "FORBIDDEN")));

  it("answers JOB_NOT_FOUND for the applicants of an unknown job", () =>
    pact
      .addInteraction()
      .given(...PROVIDER)
      .uponReceiving("a request for the applicants of an unknown job")
      .withRequest("GET", "/api/jobs/j-nope/applications", (b) => b.headers(signedHeaders(HENDRA_BEARER)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("JOB_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await applications(server.url, HENDRA).applicants("j-nope"), 404, "JOB_NOT_FOUND")));
});

describe("screening questions (issue 24)", () => {
  const SCREENED = state(S.jobExists, { screening: true });
  const q = (n: number) => fromState(`\${jobId}-q${n}`, `j-9003-q${n}`);
  it("reads the questions a job asks its applicants", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .given(...SCREENED)
      .uponReceiving("a request for a job's screening questions")
      .withRequest("GET", jobPath("/screening-questions", "j-9003"), (b) => b.headers(signedHeaders(SITI_BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          jobId: fromState("${jobId}", "j-9003"),
          questions: [
            { questionId: q(1), text: like("Can you work on weekends?"), kind: "choice", required: true, choices: eachLike("Yes", 2) },
            { questionId: q(2), text: like("Which station is nearest to you?"), kind: "shortAnswer", required: false, choices: [] },
          ],
        }),
      )
      .executeTest(async (server) => {
        const r = await applications(server.url, SITI).screeningQuestions("j-9003");
        expect(Result.isSuccess(r) && r.success.questions.map((x) => x.kind)).toEqual(["choice", "shortAnswer"]);
      }));

  it("answers JOB_NOT_FOUND for the questions of an unknown job", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("a request for the screening questions of an unknown job")
      .withRequest("GET", "/api/jobs/j-nope/screening-questions", (b) => b.headers(signedHeaders(SITI_BEARER)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("JOB_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await applications(server.url, SITI).screeningQuestions("j-nope"), 404, "JOB_NOT_FOUND")));

  it("applies with the answers", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .given(...SCREENED)
      .uponReceiving("an application with answers to the job's screening questions")
      .withRequest("POST", jobPath("/applications", "j-9003"), (b) =>
        b.headers(signedHeaders(SITI_BEARER)).jsonBody({ note: "", answers: [{ questionId: q(1), answer: "Yes" }, { questionId: q(2), answer: "Tebet" }] }),
      )
      .willRespondWith(201, (b) => b.jsonBody({ applicationId: like("a-7f3c"), jobId: like("j-9003"), seekerUserId: like("u-seeker-siti"), status: "applied", createdAt: WIB_TIME }))
      .executeTest(async (server) => {
        const answers = [{ questionId: "j-9003-q1", answer: "Yes" }, { questionId: "j-9003-q2", answer: "Tebet" }];
        expect(Result.isSuccess(await applications(server.url, SITI).apply("j-9003", { note: "", answers }))).toBe(true);
      }));

  const refused: readonly [string, string, unknown, { reason: string }][] = [
    ["an application without the answer to a required screening question", "requiredUnanswered", [{ questionId: q(2), answer: "Tebet" }], { reason: "requiredUnanswered" }],
    ["an application whose answer to a choice is not one of its options", "notAChoice", [{ questionId: q(1), answer: "Maybe" }], { reason: "notAChoice" }],
    ["an application answering another job's screening question", "unknownQuestion", [{ questionId: "j-other-q1", answer: "Yes" }], { reason: "unknownQuestion" }],
  ];
  for (const [what, reason, answers, details] of refused)
    it(`refuses ${what}`, () =>
      pact
        .addInteraction()
        .given(...LOGGED_IN)
        .given(...SCREENED)
        .uponReceiving(what)
        .withRequest("POST", jobPath("/applications", "j-9003"), (b) => b.headers(signedHeaders(SITI_BEARER)).jsonBody({ note: "", answers }))
        .willRespondWith(422, (b) => b.jsonBody(errorEnvelope("SCREENING_ANSWERS_INVALID", { ...details, questionId: like("j-9003-q1") })))
        .executeTest(async (server) => {
          const example = { requiredUnanswered: [{ questionId: "j-9003-q2", answer: "Tebet" }], notAChoice: [{ questionId: "j-9003-q1", answer: "Maybe" }], unknownQuestion: [{ questionId: "j-other-q1", answer: "Yes" }] }[reason] ?? [];
          expectRefused(await applications(server.url, SITI).apply("j-9003", { note: "", answers: example }), 422, "SCREENING_ANSWERS_INVALID");
        }));

  it("lists a job's applicants with their answers for its provider", () =>
    pact
      .addInteraction()
      .given(...PROVIDER)
      .given(...state(S.jobExists, { owner: HENDRA_ACCOUNT.phone, applicant: RINA_ACCOUNT.phone, screening: true }))
      .uponReceiving("a request for the applicants of a job with screening questions by its provider")
      .withRequest("GET", jobPath("/applications", "j-9000"), (b) => b.headers(signedHeaders(HENDRA_BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          jobId: like("j-9000"),
          position: like("Waiter"),
          items: eachLike({
            ...RINA_APPLICANT,
            answers: [
              { questionId: fromState("${jobId}-q1", "j-9000-q1"), question: like("Can you work on weekends?"), answer: like("Yes") },
              { questionId: fromState("${jobId}-q2", "j-9000-q2"), question: like("Which station is nearest to you?"), answer: like("Tebet") },
            ],
          }),
        }),
      )
      .executeTest(async (server) => {
        const r = await applications(server.url, HENDRA).applicants("j-9000");
        expect(Result.isSuccess(r) && r.success.items[0]?.answers?.map((a) => a.answer)).toEqual(["Yes", "Tebet"]);
      }));
});

describe("seeker API: public resume", () => {
  it("returns a seeker's public resume without login", () =>
    pact
      .addInteraction()
      .given(...state(S.seekerExists, { phone: SITI_ACCOUNT.phone }))
      .uponReceiving("a request for a seeker's public resume")
      .withRequest("GET", fromState("/api/seekers/${userId}/resume", "/api/seekers/u-seeker-siti/resume"), (b) => b.headers(signedHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          userId: like("u-seeker-siti"),
          fullName: like("Siti Rahmawati"),
          gender: like("female"),
          age: integer(27),
          area: like("Kebayoran Baru"),
          aboutMe: like("Ramah dan cekatan."),
          experience: eachLike({ businessName: "Kopi Kenangan", industry: "fnb", position: "Barista", level: "staff", lengthMonths: 18 }),
          education: eachLike({ school: "SMK Negeri 27 Jakarta", major: "Tata Boga", from: "2013-07", to: "2016-06" }),
          skills: eachLike("Latte art"),
          certificates: [],
          badges: [],
          preferredPositions: eachLike("Barista"),
          portfolio: eachLike({ kind: "image", url: "https://cdn.gawe.id/p/1.jpg" }),
          hasCv: boolean(true),
          completenessPercent: integer(100),
        }),
      )
      .executeTest(async (server) => {
        const r = await seeker(server.url).resume("u-seeker-siti");
        expect(Result.isSuccess(r) && r.success.fullName).toBe("Siti Rahmawati");
      }));

  it("answers RESUME_NOT_FOUND for a seeker without a profile", () =>
    pact
      .addInteraction()
      .uponReceiving("a request for the public resume of an unknown seeker")
      .withRequest("GET", "/api/seekers/u-nobody/resume", (b) => b.headers(signedHeaders()))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("RESUME_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await seeker(server.url).resume("u-nobody"), 404, "RESUME_NOT_FOUND")));
});

describe("seeker API: intro video", () => {
  const upload = { url: "https://cdn.gawe.id/v/siti-2.mp4", durationSeconds: 37 };
  const video = (status: "inReview" | "approved") => state(S.introVideoExists, { phone: SITI_ACCOUNT.phone, status });

  it("says the seeker has no intro video yet", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("a request for the seeker's intro video before any upload")
      .withRequest("GET", "/api/seeker/intro-video", (b) => b.headers(signedHeaders(SITI_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ video: nullValue() }))
      .executeTest(async (server) => {
        const r = await seeker(server.url, SITI).introVideo();
        expect(Result.isSuccess(r) && r.success.video).toBeNull();
      }));

  it("sends an intro video for review", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("an intro video sent by the seeker")
      .withRequest("POST", "/api/seeker/intro-video", (b) => b.headers(signedHeaders(SITI_BEARER)).jsonBody(upload))
      .willRespondWith(201, (b) => b.jsonBody({ videoId: like("v-3c1d"), url: upload.url, durationSeconds: integer(37), status: "inReview" }))
      .executeTest(async (server) => {
        const r = await seeker(server.url, SITI).uploadIntroVideo(upload);
        expect(Result.isSuccess(r) && r.success.status).toBe("inReview");
      }));

  it("refuses a new intro video while the last one is in review", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .given(...video("inReview"))
      .uponReceiving("an intro video sent while the last one is in review")
      .withRequest("POST", "/api/seeker/intro-video", (b) => b.headers(signedHeaders(SITI_BEARER)).jsonBody(upload))
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope("VIDEO_TRANSITION_NOT_ALLOWED")))
      .executeTest(async (server) => expectRefused(await seeker(server.url, SITI).uploadIntroVideo(upload), 409, "VIDEO_TRANSITION_NOT_ALLOWED")));

  it("refuses a recording over a minute", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("an intro video of 61 seconds")
      .withRequest("POST", "/api/seeker/intro-video", (b) => b.headers(signedHeaders(SITI_BEARER)).jsonBody({ ...upload, durationSeconds: 61 }))
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope("RECORDING_TOO_LONG", { seconds: integer(61), maxSeconds: integer(60) })))
      .executeTest(async (server) => expectRefused(await seeker(server.url, SITI).uploadIntroVideo({ ...upload, durationSeconds: 61 }), 400, "RECORDING_TOO_LONG")));

  it("shows an approved intro video to anyone", () =>
    pact
      .addInteraction()
      .given(...state(S.seekerExists, { phone: SITI_ACCOUNT.phone }))
      .given(...video("approved"))
      .uponReceiving("a request for an approved intro video")
      .withRequest("GET", fromState("/api/intro-videos/${videoId}", "/api/intro-videos/v-9-siti"), (b) => b.headers(signedHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ videoId: like("v-9-siti"), url: like("https://cdn.gawe.id/v/siti.mp4"), durationSeconds: integer(42), fullName: like("Siti Rahmawati") }))
      .executeTest(async (server) => {
        const r = await seeker(server.url).publicIntroVideo("v-9-siti");
        expect(Result.isSuccess(r) && r.success.videoId).toBe("v-9-siti");
      }));

  it("answers VIDEO_NOT_FOUND for a video that is not approved or does not exist", () =>
    pact
      .addInteraction()
      .uponReceiving("a request for an unknown intro video")
      .withRequest("GET", "/api/intro-videos/v-nope", (b) => b.headers(signedHeaders()))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("VIDEO_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await seeker(server.url).publicIntroVideo("v-nope"), 404, "VIDEO_NOT_FOUND")));
});

describe("seeker API: a business's page", () => {
  // A business of its own (made by the state, so it has only the job the next state posts), asked for without a session: the page is public.
  const OWNER_PHONE = "81200000031";
  const OWN_BUSINESS = state(S.providerLoggedIn, { phone: OWNER_PHONE, business: "verified" });
  const ITS_JOB = state(S.jobExists, { owner: OWNER_PHONE });

  it("shows a business's public facts and its open jobs to anyone", () =>
    pact
      .addInteraction()
      .given(...OWN_BUSINESS)
      .given(...ITS_JOB)
      .uponReceiving("a request for a business's page without a session")
      .withRequest("GET", fromState("/api/businesses/${businessId}", `/api/businesses/c-state-${OWNER_PHONE}`), (b) => b.headers(signedHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          businessId: like(`c-state-${OWNER_PHONE}`),
          name: like("Usaha Pemberi Kerja 0031"),
          registeredName: like("Usaha Pemberi Kerja 0031"),
          logoUrl: nullValue(),
          description: like("Home-style Betawi and Javanese food near Blok M since 1998."),
          industry: like("fnb"),
          staffScale: like("11-50"),
          city: like("Jakarta Selatan"),
          district: like("Tebet"),
          photos: [],
          verified: boolean(true),
          // Nobody has rated a business yet: ratings come with completion (issue 22).
          rating: nullValue(),
          openJobs: [card("j-s1", PART_TIME, { businessName: like("Usaha Pemberi Kerja 0031"), businessLogoUrl: nullValue(), distanceKm: nullValue() })],
          openJobCount: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const r = await seeker(server.url).business(`c-state-${OWNER_PHONE}`);
        expect(Result.isSuccess(r) && r.success.openJobs.length).toBe(1);
      }));

  it("answers BUSINESS_PAGE_NOT_FOUND for a business that does not exist", () =>
    pact
      .addInteraction()
      .uponReceiving("a request for an unknown business's page")
      .withRequest("GET", "/api/businesses/c-nope", (b) => b.headers(signedHeaders()))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("BUSINESS_PAGE_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await seeker(server.url).business("c-nope"), 404, "BUSINESS_PAGE_NOT_FOUND")));
});
