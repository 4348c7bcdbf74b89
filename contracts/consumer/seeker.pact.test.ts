import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { ApplicationsHttpAdapter } from "../../adapters/http/applications.http-adapter";
import { SeekerHttpAdapter } from "../../adapters/http/seeker.http-adapter";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { JobSearchQuery } from "../../domain/seeker/job-search.rules";
import type { SeekerProfileInput } from "../../domain/seeker/profile.rules";
import { completeProfile } from "../../domain/seeker/seeker.fixtures";
import { clientFor, errorEnvelope, expectRefused, gawePact, signedHeaders } from "./pact-support";
import { PROVIDER_STATE, STATE_TOKENS } from "../../mock-server/provider-state-names";

const { arrayContaining, boolean, decimal, eachLike, integer, like, nullValue } = MatchersV3;

const pact = gawePact();

// States: contracts/README.md lists each with the data the provider must hold.
const {
  seekerLoggedIn: LOGGED_IN,
  savedAndApplied: SAVED_AND_APPLIED,
  agusLoggedIn: AGUS,
  youngSeekerLoggedIn: YOUNG,
  hendraWithApplicant: PROVIDER,
} = PROVIDER_STATE;

const SITI = STATE_TOKENS.siti as AuthToken;
const AGUS_TOKEN = STATE_TOKENS.agus as AuthToken;
const YOUNG_TOKEN = STATE_TOKENS.young as AuthToken;
const HENDRA = STATE_TOKENS.hendra as AuthToken;

const seeker = (url: string) => new SeekerHttpAdapter(clientFor(url));
const applications = (url: string) => new ApplicationsHttpAdapter(clientFor(url));

const WIB_TIME = MatchersV3.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, "2027-12-31T23:59:00+07:00");

/** Generated seed jobs (mock-server/features/seeker-profile/seeker.seed.ts): nullable fields are given as they are there. */
const PART_TIME = { jobType: "partTime", period: { start: "2026-12-01", end: "2027-02-28" } } as const;
const FULL_TIME = { jobType: "fullTime", period: { start: "2026-12-01", end: null } } as const;

const job = (jobId: string, shape: typeof PART_TIME | typeof FULL_TIME) =>
  like({
    jobId,
    businessId: "c-9-bakmi-jaya",
    createdBy: "u-9-owner",
    assignedTo: [],
    position: "Kitchen Helper",
    description: "Kitchen Helper untuk cabang Karawaci.",
    salary: { minimum: 5_250_000, maximum: 6_300_000, confidential: false, unit: "month" },
    location: { address: "Jl. Kenanga No. 4, Karawaci", district: "Karawaci", city: "Tangerang", point: { lat: decimal(-6.18938), lng: decimal(106.60789) } },
    vacancies: 1,
    category: "fnb",
    workHours: "08:00 - 17:00",
    dayOff: "Minggu",
    workFromHome: false,
    ageLimit: null,
    genderLimit: "all",
    paymentSchedule: "monthly",
    expiresAt: WIB_TIME,
    priority: false,
    photos: eachLike("/app/job-photos/fnb.svg"),
    status: "open",
    ...shape,
  });

const card = (jobId: string, shape: typeof PART_TIME | typeof FULL_TIME, extra: Record<string, unknown> = {}) => ({
  job: job(jobId, shape),
  businessName: like("Kedai Kopi Teduh"),
  distanceKm: decimal(1.25),
  saved: boolean(false),
  applicationStatus: nullValue(),
  ...extra,
});

const profileBody = (overrides: Partial<SeekerProfileInput> = {}) => completeProfile(overrides);
/** What the server answers: the input plus what the platform owns (badges, intro video), never sent by the app. */
const profileView = { profile: like({ ...completeProfile({ fullName: "Siti Rahmawati" }), userId: "u-seeker-siti", badges: [], introVideoId: null }), completenessPercent: integer(100) };

/** Exactly at job j-9003 (Karawaci), so it is on the first page whatever else is seeded. */
const AT_KARAWACI: JobSearchQuery = {
  from: { lat: -6.18938, lng: 106.60789 },
  salary: { min: 3_000_000, max: 10_000_000 },
  category: null,
  jobType: null,
  city: null,
  position: null,
  offset: 0,
  limit: 20,
};

describe("seeker API: profile", () => {
  it("returns the seeker's profile with its completeness", () =>
    pact
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving("a request for the logged-in seeker's profile")
      .withRequest("GET", "/api/seeker/profile", (b) => b.headers(signedHeaders(SITI)))
      .willRespondWith(200, (b) => b.jsonBody(profileView))
      .executeTest(async (server) => {
        const r = await seeker(server.url).profile(SITI);
        expect(Result.isSuccess(r) && r.success.completenessPercent).toBe(100);
      }));

  it("saves a valid profile", () =>
    pact
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving("a save of a valid seeker profile")
      .withRequest("POST", "/api/seeker/profile", (b) => b.headers(signedHeaders(SITI)).jsonBody(profileBody({ fullName: "Siti Rahmawati" })))
      .willRespondWith(200, (b) => b.jsonBody(profileView))
      .executeTest(async (server) => {
        const r = await seeker(server.url).saveProfile(SITI, profileBody({ fullName: "Siti Rahmawati" }));
        expect(Result.isSuccess(r) && r.success.profile?.fullName).toBe("Siti Rahmawati");
      }));

  const refusals: readonly [string, Partial<SeekerProfileInput>, number, string][] = [
    ["a date of birth under 18", { dateOfBirth: "2015-01-01" }, 422, "SEEKER_TOO_YOUNG"],
    ["a minimum salary not below the expected one", { minimumMonthlySalary: 6_000_000 as never, expectedMonthlySalary: 5_000_000 as never }, 422, "SALARY_MINIMUM_NOT_BELOW_EXPECTED"],
    ["six preferred positions", { preferredPositions: ["Barista", "Waiter", "Cook", "Cashier", "Packer", "Courier"] }, 400, "VALIDATION_FAILED"],
  ];
  for (const [what, overrides, status, code] of refusals)
    it(`refuses a profile with ${what}`, () =>
      pact
        .addInteraction()
        .given(LOGGED_IN)
        .uponReceiving(`a save of a seeker profile with ${what}`)
        .withRequest("POST", "/api/seeker/profile", (b) => b.headers(signedHeaders(SITI)).jsonBody(profileBody(overrides)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => expectRefused(await seeker(server.url).saveProfile(SITI, profileBody(overrides)), status, code)));

  it("refuses the seeker profile to an account without the seeker role", () =>
    pact
      .addInteraction()
      .given(PROVIDER)
      .uponReceiving("a request for the seeker profile by a provider")
      .withRequest("GET", "/api/seeker/profile", (b) => b.headers(signedHeaders(HENDRA)))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => expectRefused(await seeker(server.url).profile(HENDRA), 403, "FORBIDDEN")));
});

describe("seeker API: finding and saving jobs", () => {
  it("lists open jobs nearest first with a salary filter", () =>
    pact
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving("a job search at Karawaci with a salary filter")
      .withRequest("GET", "/api/job-search", (b) =>
        b.headers(signedHeaders(SITI)).query({ lat: "-6.18938", lng: "106.60789", salaryMin: "3000000", salaryMax: "10000000" }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ items: arrayContaining(card("j-9003", FULL_TIME, { distanceKm: decimal(0) })), nextCursor: like("20") }))
      .executeTest(async (server) => {
        const r = await seeker(server.url).searchJobs(SITI, AT_KARAWACI);
        expect(Result.isSuccess(r) && r.success.items.map((c) => c.job.jobId)).toContain("j-9003");
      }));

  it("refuses a salary filter whose minimum is not below its maximum", () =>
    pact
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving("a job search with salary minimum equal to maximum")
      .withRequest("GET", "/api/job-search", (b) =>
        b.headers(signedHeaders(SITI)).query({ lat: "-6.18938", lng: "106.60789", salaryMin: "5000000", salaryMax: "5000000" }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope("INVALID_QUERY", { field: "salary" })))
      .executeTest(async (server) =>
        expectRefused(await seeker(server.url).searchJobs(SITI, { ...AT_KARAWACI, salary: { min: 5_000_000, max: 5_000_000 } }), 400, "INVALID_QUERY"),
      ));

  it("returns one job as the seeker sees it", () =>
    pact
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving("a request for job j-9002 by the seeker")
      .withRequest("GET", "/api/seeker/jobs/j-9002", (b) => b.headers(signedHeaders(SITI)).query({ lat: "-6.18938", lng: "106.60789" }))
      .willRespondWith(200, (b) => b.jsonBody(card("j-9002", PART_TIME)))
      .executeTest(async (server) => {
        const r = await seeker(server.url).job(SITI, "j-9002", AT_KARAWACI.from);
        expect(Result.isSuccess(r) && r.success.job.jobId).toBe("j-9002");
      }));

  it("answers JOB_NOT_FOUND for an unknown job", () =>
    pact
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving("a request for an unknown job by the seeker")
      .withRequest("GET", "/api/seeker/jobs/j-nope", (b) => b.headers(signedHeaders(SITI)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("JOB_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await seeker(server.url).job(SITI, "j-nope", null), 404, "JOB_NOT_FOUND")));

  it("lists the saved jobs", () =>
    pact
      .addInteraction()
      .given(SAVED_AND_APPLIED)
      .uponReceiving("a request for the seeker's saved jobs")
      .withRequest("GET", "/api/seeker/saved-jobs", (b) => b.headers(signedHeaders(SITI)))
      .willRespondWith(200, (b) => b.jsonBody({ items: arrayContaining(card("j-9002", PART_TIME, { saved: true, distanceKm: nullValue() })), nextCursor: nullValue() }))
      .executeTest(async (server) => {
        const r = await seeker(server.url).savedJobs(SITI);
        expect(Result.isSuccess(r) && r.success.items.find((c) => c.job.jobId === "j-9002")?.saved).toBe(true);
      }));

  it("saves a job", () =>
    pact
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving("a save of job j-9002")
      .withRequest("POST", "/api/seeker/saved-jobs", (b) => b.headers(signedHeaders(SITI)).jsonBody({ jobId: "j-9002" }))
      .willRespondWith(200, (b) => b.jsonBody(card("j-9002", PART_TIME, { saved: true, distanceKm: nullValue() })))
      .executeTest(async (server) => {
        const r = await seeker(server.url).saveJob(SITI, "j-9002");
        expect(Result.isSuccess(r) && r.success.saved).toBe(true);
      }));

  it("refuses to save an unknown job", () =>
    pact
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving("a save of an unknown job")
      .withRequest("POST", "/api/seeker/saved-jobs", (b) => b.headers(signedHeaders(SITI)).jsonBody({ jobId: "j-nope" }))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("JOB_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await seeker(server.url).saveJob(SITI, "j-nope"), 404, "JOB_NOT_FOUND")));

  it("unsaves a job", () =>
    pact
      .addInteraction()
      .given(SAVED_AND_APPLIED)
      .uponReceiving("an unsave of job j-9002")
      .withRequest("POST", "/api/seeker/saved-jobs/j-9002/remove", (b) => b.headers(signedHeaders(SITI)))
      .willRespondWith(204)
      .executeTest(async (server) => expect(Result.isSuccess(await seeker(server.url).unsaveJob(SITI, "j-9002"))).toBe(true)));
});

describe("applications API", () => {
  it("applies to an open job", () =>
    pact
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving("an application of the demo seeker to job j-9003")
      .withRequest("POST", "/api/jobs/j-9003/applications", (b) => b.headers(signedHeaders(SITI)).jsonBody({ note: "Saya siap mulai minggu depan." }))
      .willRespondWith(201, (b) =>
        b.jsonBody({ applicationId: like("a-7f3c"), jobId: "j-9003", seekerUserId: like("u-seeker-siti"), status: "applied", createdAt: WIB_TIME }),
      )
      .executeTest(async (server) => {
        const r = await applications(server.url).apply(SITI, "j-9003", { note: "Saya siap mulai minggu depan." });
        expect(Result.isSuccess(r) && r.success.status).toBe("applied");
      }));

  const refusals: readonly [string, string, AuthToken, string, number, string, Record<string, unknown>?][] = [
    ["a second application to the same job", SAVED_AND_APPLIED, SITI, "j-9001", 409, "ALREADY_APPLIED"],
    ["an application to a closed job", LOGGED_IN, SITI, "j-9199", 409, "JOB_NOT_OPEN"],
    ["an application to an expired job", LOGGED_IN, SITI, "j-9198", 409, "JOB_EXPIRED"],
    ["an application to an unknown job", LOGGED_IN, SITI, "j-nope", 404, "JOB_NOT_FOUND"],
    ["an application with a profile missing the salary expectation", AGUS, AGUS_TOKEN, "j-9001", 422, "PROFILE_INCOMPLETE", { missing: eachLike("salary") }],
    ["an application by a 17-year-old", YOUNG, YOUNG_TOKEN, "j-9001", 422, "SEEKER_TOO_YOUNG"],
    ["an application by a provider", PROVIDER, HENDRA, "j-9001", 403, "FORBIDDEN"],
  ];
  for (const [what, state, authToken, jobId, status, code, details] of refusals)
    it(`refuses ${what}`, () =>
      pact
        .addInteraction()
        .given(state)
        .uponReceiving(what)
        .withRequest("POST", `/api/jobs/${jobId}/applications`, (b) => b.headers(signedHeaders(authToken)).jsonBody({ note: "" }))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => expectRefused(await applications(server.url).apply(authToken, jobId, { note: "" }), status, code)));

  it("lists the seeker's applications with their status", () =>
    pact
      .addInteraction()
      .given(SAVED_AND_APPLIED)
      .uponReceiving("a request for the seeker's applications")
      .withRequest("GET", "/api/seeker/applications", (b) => b.headers(signedHeaders(SITI)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          items: arrayContaining({
            application: { applicationId: like("a-9-siti-1"), jobId: "j-9001", seekerUserId: like("u-seeker-siti"), status: like("applied"), createdAt: WIB_TIME },
            card: card("j-9001", PART_TIME, { applicationStatus: like("applied"), distanceKm: nullValue() }),
          }),
          nextCursor: nullValue(),
        }),
      )
      .executeTest(async (server) => {
        const r = await applications(server.url).myApplications(SITI);
        expect(Result.isSuccess(r) && r.success.items.length).toBeGreaterThan(0);
      }));

  it("lists a job's applicants for its provider", () =>
    pact
      .addInteraction()
      .given(PROVIDER)
      .uponReceiving("a request for the applicants of job j-9000 by its provider")
      .withRequest("GET", "/api/jobs/j-9000/applications", (b) => b.headers(signedHeaders(HENDRA)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          jobId: "j-9000",
          position: like("Waiter"),
          items: eachLike({
            application: { applicationId: like("a-9-rina-1"), jobId: "j-9000", seekerUserId: like("u-seeker-rina"), status: like("applied"), createdAt: WIB_TIME },
            fullName: like("Rina Wulandari"),
            gender: like("female"),
            age: integer(28),
            district: like("Tebet"),
            latestExperience: like({ position: "Barista", businessName: "Kopi Kenangan", lengthMonths: 18 }),
            skills: eachLike("Latte art"),
            expectedMonthlySalary: integer(5_500_000),
            completenessPercent: integer(100),
            hasCv: boolean(true),
            cvUrl: like("https://cdn.gawe.id/cv/rina.pdf"),
          }),
        }),
      )
      .executeTest(async (server) => {
        const r = await applications(server.url).applicants(HENDRA, "j-9000");
        expect(Result.isSuccess(r) && r.success.items[0]?.fullName).toBe("Rina Wulandari");
      }));

  it("refuses a job's applicants to someone who is not its provider", () =>
    pact
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving("a request for the applicants of job j-9000 by a seeker")
      .withRequest("GET", "/api/jobs/j-9000/applications", (b) => b.headers(signedHeaders(SITI)))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => expectRefused(await applications(server.url).applicants(SITI, "j-9000"), 403, "FORBIDDEN")));
});

describe("seeker API: public resume", () => {
  it("returns a seeker's public resume without login", () =>
    pact
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving("a request for the demo seeker's public resume")
      .withRequest("GET", "/api/seekers/u-seeker-siti/resume", (b) => b.headers(signedHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          userId: "u-seeker-siti",
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
      .given(LOGGED_IN)
      .uponReceiving("a request for the public resume of an unknown seeker")
      .withRequest("GET", "/api/seekers/u-nobody/resume", (b) => b.headers(signedHeaders()))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("RESUME_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await seeker(server.url).resume("u-nobody"), 404, "RESUME_NOT_FOUND")));
});

describe("seeker API: intro video", () => {
  const { introVideoInReview: VIDEO_IN_REVIEW, introVideoApproved: VIDEO_APPROVED } = PROVIDER_STATE;
  const upload = { url: "https://cdn.gawe.id/v/siti-2.mp4", durationSeconds: 37 };

  it("says the seeker has no intro video yet", () =>
    pact
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving("a request for the demo seeker's intro video before any upload")
      .withRequest("GET", "/api/seeker/intro-video", (b) => b.headers(signedHeaders(SITI)))
      .willRespondWith(200, (b) => b.jsonBody({ video: nullValue() }))
      .executeTest(async (server) => {
        const r = await seeker(server.url).introVideo(SITI);
        expect(Result.isSuccess(r) && r.success.video).toBeNull();
      }));

  it("sends an intro video for review", () =>
    pact
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving("an intro video sent by the demo seeker")
      .withRequest("POST", "/api/seeker/intro-video", (b) => b.headers(signedHeaders(SITI)).jsonBody(upload))
      .willRespondWith(201, (b) => b.jsonBody({ videoId: like("v-3c1d"), url: upload.url, durationSeconds: integer(37), status: "inReview" }))
      .executeTest(async (server) => {
        const r = await seeker(server.url).uploadIntroVideo(SITI, upload);
        expect(Result.isSuccess(r) && r.success.status).toBe("inReview");
      }));

  it("refuses a new intro video while the last one is in review", () =>
    pact
      .addInteraction()
      .given(VIDEO_IN_REVIEW)
      .uponReceiving("an intro video sent while the last one is in review")
      .withRequest("POST", "/api/seeker/intro-video", (b) => b.headers(signedHeaders(SITI)).jsonBody(upload))
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope("VIDEO_TRANSITION_NOT_ALLOWED")))
      .executeTest(async (server) => expectRefused(await seeker(server.url).uploadIntroVideo(SITI, upload), 409, "VIDEO_TRANSITION_NOT_ALLOWED")));

  it("shows an approved intro video to anyone", () =>
    pact
      .addInteraction()
      .given(VIDEO_APPROVED)
      .uponReceiving("a request for the approved intro video v-9-siti")
      .withRequest("GET", "/api/intro-videos/v-9-siti", (b) => b.headers(signedHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ videoId: "v-9-siti", url: like("https://cdn.gawe.id/v/siti.mp4"), durationSeconds: integer(42), fullName: like("Siti Rahmawati") }))
      .executeTest(async (server) => {
        const r = await seeker(server.url).publicIntroVideo("v-9-siti");
        expect(Result.isSuccess(r) && r.success.videoId).toBe("v-9-siti");
      }));

  it("answers VIDEO_NOT_FOUND for a video that is not approved or does not exist", () =>
    pact
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving("a request for an unknown intro video")
      .withRequest("GET", "/api/intro-videos/v-nope", (b) => b.headers(signedHeaders()))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("VIDEO_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await seeker(server.url).publicIntroVideo("v-nope"), 404, "VIDEO_NOT_FOUND")));
});
