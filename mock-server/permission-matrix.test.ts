import { Result, Schema } from "effect";
import { CreateInterviewRequest } from "../domain/interview/interview.schema";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobDraftFixture } from "../domain/job/job.fixtures";
import {
  ENDPOINT_PERMISSIONS,
  JOB_VARIANTS,
  MATRIX_ACTORS,
  type Expected,
  type JobVariant,
  type MatrixActor,
} from "./testing/endpoint-permissions";
import { completeProfile } from "../domain/seeker/seeker.fixtures";
import { toWibIso } from "../domain/shared/wib-time";
import { makeOtp, withOtpSent } from "./features/auth/otp.logic";
import { DEMO_COMPANY } from "./features/provider-business/provider-business.seed";
import { arrangeOffer, exampleTerms, VA_CHOICE } from "./features/offers/offers.arrange";
import { rejectRequest, requestCancellation } from "./features/work/cancellation.logic";
import { createOrderRequestLinks } from "./features/work/order-request-links";
import type { CancellationRequest } from "../domain/attendance/cancellation.schema";
import type { EndpointInfo } from "./http/endpoint";
import { PROVIDER_STATE, UNREGISTERED_PHONE } from "./provider-state-names";
import type { Db, StoredAccount } from "./store/db.schema";
import { DEMO_ACCOUNTS, DEMO_OTP_CODE } from "./store/demo-accounts";
import { createSeed } from "./features/registry";
import type { UserId } from "../domain/identity/session.schema";
import { post } from "../domain/ledger/ledger.rules";
import type { EpochMillis, OfferId } from "../domain/shared/ids.schema";
import type { Rupiah } from "../domain/shared/money";
import { wibDateKey } from "../domain/shared/wib-time";
import { invite } from "./features/interviews/interviews.logic";
import { linkEwallet } from "./features/wallet/ewallet-link.logic";
import { hashedPin } from "./features/wallet/pin.logic";
import { addBankAccount, requestWithdrawal, walletLines, type Wallet } from "./features/wallet/wallet.logic";
import { TALENT_SEED } from "./features/talent/talent.seed";
import { rawRequest, startHarness, type Harness, type RawResponse, errorCodeOf } from "./testing/mock-harness";

/**
 * Issue 10: every endpoint the mock answers, called by every actor of the permission table
 * (mock-server/testing/endpoint-permissions.ts), gets the answer the table expects. An endpoint
 * without a row fails here the day it is added.
 *
 * Each request runs on the arranged seed: whenever a request changed the data file (an allowed
 * write) or touched the dev area (clock, in-memory switches), the next one gets a fresh mock
 * started from the arranged file (~15 ms), so no answer depends on the order of the rows.
 */

const { seeker: SITI, rina: RINA, providerAdmin: BUDI, providerMember: DEWI, pendingMember: LINA, kopiAdmin: RUDI } = DEMO_ACCOUNTS;

/** The second accepted Member of Bu Tini the matrix needs (the seed has one: Dewi). */
const MADE: StoredAccount = {
  phone: "81200000090",
  userId: "u-provider-made",
  fullName: "Made Wirawan",
  roles: ["provider"],
  activeRole: "provider",
  idVerified: false,
  companyId: DEMO_COMPANY.companyId,
  companyRole: "member",
  createdAt: "2025-01-06T09:00:00.000+07:00",
};

const ACCOUNT_OF: Readonly<Record<Exclude<MatrixActor, "loggedOut">, { readonly userId: string }>> = {
  seeker: SITI,
  otherSeeker: RINA,
  admin: BUDI,
  memberCreator: DEWI,
  memberNotCreator: MADE,
  pendingMember: LINA,
  otherAdmin: RUDI,
};
const tokenOf = (actor: MatrixActor): string | undefined => (actor === "loggedOut" ? undefined : `matrix-${actor}`);

/** Dewi's open job (seeded) and her draft (the seed's draft j-1003, given to her as its creator). */
const JOB: Readonly<Record<JobVariant, string>> = { open: "j-1007", draft: "j-1003" };
const VIDEO = "v-9-siti";
/** "The offer" (Dewi's open job to Siti, sent) and its payment: ids made when the data is arranged. */
const OFFER = { offerId: "", paymentId: "" };
/** "The hire" (Siti's accepted offer of another open job of Dewi's), its order and its first day. */
const WORK_JOB = "j-matrix-work";
const HIRE = { hireId: "", orderId: "", dayId: "" };
/** A well-formed work certificate code that no certificate has. */
const NO_CERTIFICATE = "ZZZZ-ZZZZ-ZZZZ-ZZZZ";
/** "The request": Dewi's cancellation of the hire, rejected by support (so the hire stays open for the work rows). */
const REQUEST = { requestId: "" };
/** Siti's wallet (issue 23): her PIN, a bank account, a day's pay, a withdrawal on its way, an e-wallet link. */
const MATRIX_PIN = "123456";
/** "The interview" (issue 24): a video interview sent to Siti for her application to another open job of Dewi's. */
const INTERVIEW = { jobId: "j-matrix-interview", applicationId: "a-matrix-interview", interviewId: "vi-matrix" };
const WALLET = { transactionId: "", month: "", accountId: "", withdrawalId: "", linkId: "" };
/** "The conversation" (issue 24): Siti's about Dewi's open job, opened by the offer's card; that card's id. */
const CHAT = { conversationId: "", cardId: "" };
/** "The invitation" (issue 24): Dewi's invitation of Siti to an interview about her open job, a day ahead. */
const INVITATION = { interviewId: "" };
const interviewBody = (seekerId: string, now: number) => ({
  jobId: JOB.open,
  seekerId,
  place: { mode: "online", videoUrl: "https://meet.google.com/abc-defg-hij" },
  startsAt: toWibIso(now + 24 * 3_600_000),
  contact: { name: "Dewi Lestari", phone: "81200000003" },
  letter: "",
});

const arranged = (now: number): Db => {
  const seed = createSeed();
  let db: Db = {
    ...seed,
    accounts: [...seed.accounts, MADE],
    jobs: seed.jobs.map((j) => (j.jobId === JOB.draft ? { ...j, createdBy: DEWI.userId as typeof j.createdBy } : j)),
    introVideos: [
      ...seed.introVideos,
      { videoId: VIDEO, userId: SITI.userId, url: "https://cdn.gawe.id/v/siti.mp4", durationSeconds: 42, status: "approved", uploadedAt: toWibIso(now) },
    ],
    sessions: MATRIX_ACTORS.flatMap((actor) => (actor === "loggedOut" ? [] : [{ token: tokenOf(actor) ?? "", userId: ACCOUNT_OF[actor].userId, createdAt: toWibIso(now) }])),
  };
  // The offer: made and paid through the same functions as the API and the gateway.
  const job = db.jobs.find((j) => j.jobId === JOB.open);
  if (job === undefined) throw new Error(`the seed has no ${JOB.open}`);
  const offer = arrangeOffer(db, { job, createdBy: DEWI.userId, terms: exampleTerms(JOB.open, SITI.userId), choice: VA_CHOICE, now, stage: "sent" });
  db = offer.db;
  OFFER.offerId = offer.offerId;
  OFFER.paymentId = offer.paymentId;
  const conversation = db.chat.conversations.find((c) => c.jobId === JOB.open && c.seekerId === SITI.userId);
  CHAT.conversationId = conversation?.conversationId ?? "";
  CHAT.cardId = db.chat.messages.find((m) => m.conversationId === CHAT.conversationId)?.messageId ?? "";
  // The hire: another open job of Dewi's, offered to Siti, paid and accepted (issue 22).
  const workJob = { ...job, jobId: WORK_JOB as typeof job.jobId };
  db = { ...db, jobs: [...db.jobs, workJob] };
  const hired = arrangeOffer(db, { job: workJob, createdBy: DEWI.userId, terms: exampleTerms(WORK_JOB, SITI.userId), choice: VA_CHOICE, now, stage: "accepted" });
  db = hired.db;
  const hire = db.hires.find((x) => x.hireId === hired.offerId);
  HIRE.hireId = hired.offerId;
  HIRE.orderId = hire?.orderId ?? "";
  HIRE.dayId = db.workDays.find((d) => d.hireId === hired.offerId)?.dayId ?? "";
  const dewi = db.accounts.find((a) => a.userId === DEWI.userId);
  if (dewi === undefined) throw new Error("the seed has no Dewi");
  const cancellation = { orderId: HIRE.orderId, hireId: null, reason: "noLongerNeeded", otherReason: null, proofMedia: [], mobile: DEWI.phone } as unknown as CancellationRequest;
  const asked = requestCancellation(db, { token: tokenOf("memberCreator") ?? "", account: dewi }, cancellation, () => undefined, now);
  if (Result.isFailure(asked)) throw new Error(`could not arrange the request: ${asked.failure.code}`);
  const rejected = rejectRequest(asked.success.db, asked.success.value, "Talk to the seeker first", now);
  if (Result.isFailure(rejected)) throw new Error("could not reject the request");
  db = rejected.success.db;
  REQUEST.requestId = asked.success.value.requestId;
  // Siti's wallet: a day of the hire paid to her, a PIN, a bank account, a withdrawal asked, an e-wallet link.
  const paid = post(db.ledger, { kind: "dayPaidOut", key: "matrix:day", at: now as EpochMillis, offerId: HIRE.hireId as OfferId, seekerId: SITI.userId as UserId, workDate: wibDateKey(now), amount: 100_000 as Rupiah });
  if (Result.isFailure(paid)) throw new Error(`could not pay Siti: ${paid.failure._tag}`);
  db = { ...db, ledger: paid.success.ledger, wallet: { ...db.wallet, pins: [hashedPin(SITI.userId, MATRIX_PIN, now)] } };
  const wallet: Wallet = { holder: { kind: "seekerBalance", userId: SITI.userId as UserId }, kind: "seeker", canManage: true, name: SITI.fullName };
  const account = Result.getOrThrow(addBankAccount(db, wallet, { bank: "bca", number: "1234567890", holderName: SITI.fullName }, SITI.userId, now));
  db = account.db;
  const withdrawal = requestWithdrawal(db, wallet, SITI.userId, { amount: 20_000, accountId: account.value.accountId, pin: MATRIX_PIN }, now);
  if (Result.isFailure(withdrawal)) throw new Error(`could not withdraw: ${withdrawal.failure.failure.code}`);
  db = withdrawal.success.db;
  const link = linkEwallet(db, wallet.holder, "ovo", SITI.userId, now);
  db = link.db;
  Object.assign(WALLET, {
    transactionId: walletLines(db, wallet.holder)[0]?.transactionId ?? "",
    month: wibDateKey(now).slice(0, 7),
    accountId: account.value.accountId,
    withdrawalId: withdrawal.success.value.withdrawalId,
    linkId: link.link.linkId,
  });
  // The interview (issue 24): Siti applied to another open job of Dewi's, which has its questions and sent her a video interview.
  const interviewJob = { ...job, jobId: INTERVIEW.jobId as typeof job.jobId };
  db = {
    ...db,
    jobs: [...db.jobs, interviewJob],
    applications: [...db.applications, { applicationId: INTERVIEW.applicationId, jobId: INTERVIEW.jobId, seekerUserId: SITI.userId, status: "viewed", createdAt: toWibIso(now) }],
    interviewQuestions: [{ jobId: INTERVIEW.jobId, questions: ["Why this job?"], updatedAt: toWibIso(now), updatedBy: DEWI.userId }],
    videoInterviews: [
      {
        interviewId: INTERVIEW.interviewId,
        jobId: INTERVIEW.jobId,
        applicationId: INTERVIEW.applicationId,
        seekerUserId: SITI.userId,
        sentBy: DEWI.userId,
        questions: ["Why this job?"],
        answers: [null],
        status: "invited",
        deadline: toWibIso(now + 3 * 24 * 3_600_000),
        sentAt: toWibIso(now),
      },
    ],
  };
  // The invitation: made through the same function as the API.
  const invitationJob = db.jobs.find((j) => j.jobId === JOB.open);
  if (invitationJob === undefined) throw new Error(`the seed has no ${JOB.open}`);
  const invited = invite(db, { job: invitationJob, createdBy: DEWI.userId, body: Schema.decodeUnknownSync(CreateInterviewRequest)(interviewBody(SITI.userId, now)), now });
  if (Result.isFailure(invited)) throw new Error(`could not invite: ${invited.failure.code}`);
  db = invited.success.db;
  INVITATION.interviewId = invited.success.interview.interviewId;
  // OTPs already sent, so login and registration can succeed with the demo code.
  db = withOtpSent(db, makeOtp(db, SITI.phone, "login", DEMO_OTP_CODE, now), now);
  db = withOtpSent(db, makeOtp(db, UNREGISTERED_PHONE, "register", DEMO_OTP_CODE, now), now);
  return db;
};

const CV = "%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n";
const BOUNDARY = "matrixboundary";
const multipartCv =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\npdf\r\n` +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n${CV}\r\n--${BOUNDARY}--\r\n`;

const BUSINESS_BODY = {
  registeredName: "Bakso Pak Andi",
  brandName: "Bakso Pak Andi",
  staffScale: "1-10",
  location: jobDraftFixture().location,
  description: "Beef meatball soup since 2005.",
  industry: "fnb",
  contactPhone: "81355556666",
  email: "andi@baksopakandi.id",
  photos: [],
};

/** A minimal valid body for every endpoint that reads one (the test fails for one without). */
const BODIES: Readonly<Record<string, unknown>> = {
  // Rina's number: Siti's has a login OTP pending (its resend countdown runs).
  "POST /api/auth/otp": { phone: RINA.phone, purpose: "login" },
  "POST /api/auth/login": { phone: SITI.phone, code: DEMO_OTP_CODE },
  "POST /api/auth/register": { phone: UNREGISTERED_PHONE, code: DEMO_OTP_CODE, fullName: "Putri Ayu", role: "seeker" },
  "POST /api/auth/role": { role: "seeker" },
  "POST /event/track": { name: "permission_matrix" },
  "POST /api/seeker/profile": completeProfile({ fullName: "Siti Rahmawati" }),
  "POST /api/seeker/saved-jobs": { jobId: JOB.open },
  "POST /api/jobs/:jobId/applications": { note: "" },
  "POST /api/seeker/intro-video": { url: "https://cdn.gawe.id/v/new.mp4", durationSeconds: 37 },
  "POST /api/business": BUSINESS_BODY,
  "POST /api/business/edit": BUSINESS_BODY,
  "POST /api/business/verification": { documents: [{ kind: "NIB", number: "9120001234567", photoUrl: "https://cdn.gawe.id/docs/nib.jpg" }] },
  "POST /api/provider/profile": { fullName: "Budi Santoso", gender: "male", position: "Owner" },
  "POST /api/business/jobs": { job: jobDraftFixture(), post: false },
  "POST /api/jobs/:jobId/edit": { job: jobDraftFixture(), post: false },
  "POST /__dev/clock": { now: "2026-12-01T09:00:00+07:00" },
  "POST /__dev/clock/advance": { seconds: 60 },
  "POST /__dev/whatsapp": { down: false },
  "POST /__dev/sessions": { phone: SITI.phone },
  "POST /__dev/provider-states": { state: PROVIDER_STATE.accountExists, params: { phone: SITI.phone } },
  "POST /__dev/intro-videos/:videoId/hide": { reason: "Not a video of the seeker" },
  "POST /__dev/intro-videos/:videoId/delete": { reason: "Not a video of the seeker" },
  "POST /__dev/businesses/:businessId/reject": { reason: "The NIB photo is unreadable" },
  // Another seeker than the offer's (Rina), so an allowed caller makes a new offer.
  "POST /api/offers": { terms: exampleTerms(JOB.open, RINA.userId), choice: VA_CHOICE },
  "POST /api/offers/:offerId/payments": { choice: { method: "ewallet", wallet: "ovo" } },
  "POST /__dev/payments/:paymentId/fail": { cause: "connection" },
  "POST /api/work-days/:dayId/punches": { punchId: "matrix-punch", kind: "in", phoneTime: 0, clockOffsetMs: null, offline: false, location: null },
  "POST /api/work-days/:dayId/decline": { reason: "Came late" },
  "POST /api/work-days/:dayId/absence": { note: null },
  "POST /api/hires/:hireId/rating": { stars: 5, tags: [], comment: null },
  // The order is known once the data is arranged.
  "POST /api/cancellation-requests": {
    get orderId() {
      return HIRE.orderId;
    },
    hireId: null,
    reason: "noLongerNeeded",
    otherReason: null,
    proofMedia: [],
    mobile: DEWI.phone,
  },
  "POST /__dev/cancellation-requests/:requestId/reject": { note: "Talk to the seeker first" },
  "POST /api/support-messages": { text: "Where is my pay?", mobile: null },
  "POST /api/chat/conversations": { jobId: JOB.open, seekerId: SITI.userId },
  "POST /api/chat/conversations/:conversationId/messages": { messageId: "matrix-message-1", body: { type: "text", text: "Halo" } },
  "POST /api/chat/conversations/:conversationId/read": {
    get upTo() {
      return CHAT.cardId;
    },
  },
  "POST /api/wallet/pin": { pin: MATRIX_PIN, pinAgain: MATRIX_PIN },
  "POST /api/wallet/pin/change": { currentPin: MATRIX_PIN, pin: "654321", pinAgain: "654321" },
  "POST /api/wallet/pin/reset": { code: DEMO_OTP_CODE, pin: "654321", pinAgain: "654321" },
  "POST /api/wallet/accounts/bank": { bank: "bni", number: "9876543210", holderName: "Siti Rahmawati" },
  "POST /api/wallet/ewallet-links": { wallet: "gopay" },
  "POST /api/wallet/withdrawals": { amount: 20_000, accountId: "", pin: MATRIX_PIN },
  "POST /api/wallet/withdrawals/:withdrawalId/retry": { pin: MATRIX_PIN },
  "POST /__dev/withdrawals/:withdrawalId/fail": { reason: "rejectedByBank" },
  "POST /__dev/bank-checks": { bank: "bca", number: "1234567890", holderName: "Siti Rahmawati" },
  "POST /api/jobs/:jobId/interview-questions": { questions: ["Why this job?"] },
  "POST /api/video-interviews": { applicationId: INTERVIEW.applicationId, deadline: "2030-01-01T09:00:00+07:00" },
  "POST /api/video-interviews/:interviewId/answers": { questionIndex: 0, url: "https://cdn.gawe.id/v/answer.webm", durationSeconds: 20 },
  "POST /api/video-interviews/:interviewId/decision": { decision: "shortlisted" },
  // Rina (open to offers; Siti has the interview in play), a day ahead of the mock's clock when sent.
  "POST /api/interviews": {
    ...interviewBody(RINA.userId, 0),
    get startsAt() {
      return toWibIso(Date.now() + 24 * 3_600_000);
    },
  },
  "POST /api/interviews/:interviewId/decline": { reason: "I took another job" },
  "POST /api/interviews/:interviewId/another-time": { note: "Can we meet after 15:00?" },
  "POST /api/interviews/:interviewId/reschedule": {
    get startsAt() {
      return toWibIso(Date.now() + 48 * 3_600_000);
    },
  },
  "POST /api/jobs/:jobId/survey": { overall: 4, hireAgain: "yes", comment: "" },
  "POST /api/jobs/:jobId/talent-invitations": { seekerIds: [TALENT_SEED[0]?.userId] },
};

const LINKS = createOrderRequestLinks();
const publicLinkQuery = (): string => {
  const link = LINKS.linkFor(REQUEST.requestId, Date.now());
  return `?expires=${link.expiresAt}&signature=${link.signature}`;
};

/** A query for the endpoints that need one (after the data is arranged: the payment's id). */
const queryOf = (endpoint: string): string =>
  ({
    "GET /api/job-search": "?lat=-6.2433&lng=106.7985",
    "GET /api/business/offers": `?jobId=${JOB.open}`,
    "GET /api/business/payments": `?ids=${OFFER.paymentId}`,
    "GET /api/order-requests/:requestId": publicLinkQuery(),
    "GET /api/wallet/withdrawals/quote": `?amount=20000&accountId=${WALLET.accountId}`,
  })[endpoint] ?? "";

/** What each path parameter names (the job: by the row's variant). */
const paramValue = (path: string, name: string, variant: JobVariant | undefined): string | undefined => {
  if (name === "jobId") return variant === undefined ? undefined : JOB[variant];
  if (name === "id") return path.startsWith("/api/categories/") ? "fnb" : path.startsWith("/api/faq/") ? "seeker-otp" : undefined;
  if (name === "seekerId") return TALENT_SEED[0]?.userId;
  // Both interview features name their path parameter interviewId: the invitation's or the video interview's.
  const interviewId = path.startsWith("/api/interviews") ? INVITATION.interviewId : INTERVIEW.interviewId;
  return { userId: SITI.userId, videoId: VIDEO, businessId: DEMO_COMPANY.companyId, offerId: OFFER.offerId, paymentId: OFFER.paymentId, code: NO_CERTIFICATE, ...HIRE, ...REQUEST, ...WALLET, conversationId: CHAT.conversationId, applicationId: INTERVIEW.applicationId, interviewId }[name];
};

interface Row {
  readonly key: string;
  readonly endpoint: string;
  readonly variant: JobVariant | undefined;
}
const ROWS: readonly Row[] = Object.keys(ENDPOINT_PERMISSIONS).map((key) => {
  const m = /^(\S+ \S+)(?: \[(\w+)\])?$/.exec(key);
  return { key, endpoint: m?.[1] ?? key, variant: m?.[2] as JobVariant | undefined };
});
const label = (e: EndpointInfo) => `${e.method} ${e.path}`;

const dir = mkdtempSync(join(tmpdir(), "gawe-matrix-"));
let pristineText = "";
let h: Harness | undefined;
let runs = 0;
let endpoints: readonly EndpointInfo[] = [];

/** A mock on the arranged data, fresh when the last request left anything behind. */
const mock = async (): Promise<Harness> => {
  if (h !== undefined) return h;
  runs += 1;
  const dataDir = join(dir, `run-${runs}`);
  const dataFile = join(dataDir, "db.json");
  mkdirSync(dataDir);
  writeFileSync(dataFile, pristineText);
  h = await startHarness({ dataDir, dataFile });
  return h;
};
const discard = async (): Promise<void> => {
  await h?.stop();
  h = undefined;
};

beforeAll(async () => {
  pristineText = `${JSON.stringify(arranged(Date.now()), null, 2)}\n`;
  const first = await mock();
  endpoints = first.server.endpoints;
  // The arrangement loaded (an unreadable file would silently become the plain seed).
  expect((await first.call("GET", "/api/me", { token: tokenOf("memberNotCreator") })).json).toMatchObject({ userId: MADE.userId });
});
afterAll(async () => {
  await discard();
  rmSync(dir, { recursive: true, force: true });
});


const BAD_REQUEST_CODES: ReadonlySet<string> = new Set(["VALIDATION_FAILED", "MALFORMED_JSON", "INVALID_QUERY"]);

/** Why the answer is not what the table expects, or null. */
const mismatch = (expected: Expected, res: RawResponse, changedData: boolean): string | null => {
  const got = `${res.status}${errorCodeOf(res) === undefined ? "" : ` ${errorCodeOf(res)}`}`;
  if (res.status >= 500) return `a ${got}`;
  if (expected === "allow") {
    if (res.status === 401 || res.status === 403 || res.status === 404) return `refused: ${got}`;
    // The test's body or URL is wrong, so the permission was never asked.
    if (res.status === 405 || BAD_REQUEST_CODES.has(errorCodeOf(res) ?? "")) return `a bad request from the test: ${got}`;
    return null;
  }
  if (res.status !== expected) return `expected ${expected}, got ${got}`;
  if (errorCodeOf(res) === undefined) return `${got} without the error envelope`;
  if (changedData) return `${got} but the data changed`;
  return null;
};

describe("the permission matrix", () => {
  it("has one row for every endpoint the mock answers (two for a :jobId path) and none for another", () => {
    const listed = endpoints.map(label);
    const expectedKeys = endpoints.flatMap((e) => (e.path.includes(":jobId") ? JOB_VARIANTS.map((v) => `${label(e)} [${v}]`) : [label(e)]));
    expect(listed.length).toBeGreaterThan(50);
    expect({ withoutRow: expectedKeys.filter((k) => !(k in ENDPOINT_PERMISSIONS)) }).toEqual({ withoutRow: [] });
    expect({ rowWithoutEndpoint: Object.keys(ENDPOINT_PERMISSIONS).filter((k) => !expectedKeys.includes(k)) }).toEqual({ rowWithoutEndpoint: [] });
  });

  it("has a body for every endpoint that reads one, and a value for every path parameter", () => {
    const missing = endpoints.flatMap((e) => [
      ...(e.hasBody && BODIES[label(e)] === undefined ? [`${label(e)}: body`] : []),
      ...[...e.path.matchAll(/:(\w+)/g)].filter((m) => paramValue(e.path, m[1] ?? "", "open") === undefined).map((m) => `${label(e)}: ${m[1]}`),
    ]);
    expect(missing).toEqual([]);
  });

  for (const row of ROWS)
    it(row.key, async () => {
      const expected = ENDPOINT_PERMISSIONS[row.key] ?? [];
      const [method = "GET", pattern = ""] = row.endpoint.split(" ");
      const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(paramValue(pattern, name, row.variant) ?? `no-${name}`)) + queryOf(row.endpoint);
      // A withdrawal names Siti's account, made when the data is arranged.
      const body = row.endpoint === "POST /api/uploads" ? multipartCv : row.endpoint === "POST /api/wallet/withdrawals" ? { ...(BODIES[row.endpoint] as object), accountId: WALLET.accountId } : BODIES[row.endpoint];
      const wrong: string[] = [];
      for (const [i, actor] of MATRIX_ACTORS.entries()) {
        const server = await mock();
        const token = tokenOf(actor);
        // Every money-moving POST needs its Idempotency-Key (a new one each time); the others ignore it.
        const headers = {
          "idempotency-key": `matrix-${row.key}-${actor}`,
          ...(row.endpoint === "POST /api/uploads" ? { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } : {}),
        };
        const res = await rawRequest(server.url, path, { method, ...(token === undefined ? {} : { token }), ...(body === undefined ? {} : { body }), headers });
        const changed = server.readData() !== pristineText;
        const why = mismatch(expected[i] ?? "allow", res, changed);
        if (why !== null) wrong.push(`${actor}: ${why}`);
        if (changed || pattern.startsWith("/__dev")) await discard();
      }
      expect(wrong).toEqual([]);
    });
});
