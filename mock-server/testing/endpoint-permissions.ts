/**
 * Who may call each endpoint of the API: spec section 6 (`can()` in domain/permissions/can.rules.ts)
 * as the HTTP answer each kind of caller gets. Test data of the mock's tests, beside them: the app
 * never reads it. `mock-server/permission-matrix.test.ts` sends every row's
 * request as every actor and fails on any other answer, on an endpoint the mock answers without a
 * row here, and on a row for an endpoint it does not answer.
 *
 * The actors (the test arranges them from the seed of mock-server/store/demo-accounts.ts):
 * - loggedOut: no token;
 * - seeker, otherSeeker: Siti and Rina, seekers with complete profiles;
 * - admin: Budi, Admin of Warung Bu Tini;
 * - memberCreator: Dewi, accepted Member of Bu Tini, who created "the job";
 * - memberNotCreator: an accepted Member of Bu Tini who created none of its jobs (the seed has
 *   one accepted Member, so the test adds this one);
 * - pendingMember: Lina, whose request to join Bu Tini is still under review;
 * - otherAdmin: Rudi, Admin of Kopi Senja.
 *
 * "The job" (a `:jobId` in the path) is one of Bu Tini's jobs that Dewi created. An endpoint with
 * a `:jobId` has two rows: `[open]` for her open job, `[draft]` for her draft (a draft is visible
 * only to those who may manage it, so the others are told 404 rather than 403). Endpoints about
 * "the caller's business" act on the caller's own business: the Admin of another business is
 * allowed there, on theirs.
 *
 * - "allow": the request gets past authentication and permission: a 2xx, or a 4xx that refuses a
 *   business rule (409 already exists, 429 too many OTPs, ...), never 401, 403, 404 or a 5xx.
 * - 401 / 403 / 404: refused with exactly that status and the error envelope, data unchanged.
 *   401: no session; 403: the caller may see the thing but not do this (also a missing role,
 *   POSTING_BLOCKED); 404: the caller may not even know it exists (a draft, a business they have
 *   none of).
 *
 * The dev area (/__dev, not mounted in strict mode, i.e. never in production) takes no token by
 * design: its rows allow everyone, so a token check added there or a dev route added without a
 * row both show here.
 */

export const MATRIX_ACTORS = [
  "loggedOut",
  "seeker",
  "otherSeeker",
  "admin",
  "memberCreator",
  "memberNotCreator",
  "pendingMember",
  "otherAdmin",
] as const;
export type MatrixActor = (typeof MATRIX_ACTORS)[number];

export type Refusal = 401 | 403 | 404;
export type Expected = "allow" | Refusal;
/** One answer per actor, in the order of MATRIX_ACTORS. */
export type PermissionRow = readonly [Expected, Expected, Expected, Expected, Expected, Expected, Expected, Expected];

/** The variants of an endpoint with a `:jobId`: which of Dewi's jobs it names. */
export const JOB_VARIANTS = ["open", "draft"] as const;
export type JobVariant = (typeof JOB_VARIANTS)[number];

const A = "allow";

/** Keys: "METHOD /path" as the mock lists it, with " [open]" / " [draft]" for `:jobId` paths. */
export const ENDPOINT_PERMISSIONS: Readonly<Record<string, PermissionRow>> = {
  //                                                    out   seekr other admin creat notCr pend  othAd
  // Auth and platform
  "POST /api/auth/otp":                                [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /api/auth/login":                              [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /api/auth/register":                           [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /api/auth/role":                               [401,  A,    A,    A,    A,    A,    A,    A],
  "POST /api/auth/logout":                             [401,  A,    A,    A,    A,    A,    A,    A],
  "GET /api/me":                                       [401,  A,    A,    A,    A,    A,    A,    A],
  "GET /api/config":                                   [A,    A,    A,    A,    A,    A,    A,    A],
  "GET /api/user/userCenter":                          [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /event/track":                                 [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /api/uploads":                                 [401,  A,    A,    A,    A,    A,    A,    A],
  // Seeker: own profile, public resume and video
  "GET /api/seeker/profile":                           [401,  A,    A,    403,  403,  403,  403,  403],
  "POST /api/seeker/profile":                          [401,  A,    A,    403,  403,  403,  403,  403],
  "GET /api/seekers/:userId/resume":                   [A,    A,    A,    A,    A,    A,    A,    A],
  "GET /api/seeker/intro-video":                       [401,  A,    A,    A,    A,    A,    A,    A],
  "POST /api/seeker/intro-video":                      [401,  A,    A,    403,  403,  403,  403,  403],
  "GET /api/intro-videos/:videoId":                    [A,    A,    A,    A,    A,    A,    A,    A],
  // Finding jobs (the seeker's view never shows a draft, not even to its managers)
  "GET /api/job-search":                               [A,    A,    A,    A,    A,    A,    A,    A],
  "GET /api/seeker/jobs/:jobId [open]":                [401,  A,    A,    A,    A,    A,    A,    A],
  "GET /api/seeker/jobs/:jobId [draft]":               [401,  404,  404,  404,  404,  404,  404,  404],
  "GET /api/seeker/saved-jobs":                        [401,  A,    A,    A,    A,    A,    A,    A],
  "POST /api/seeker/saved-jobs":                       [401,  A,    A,    A,    A,    A,    A,    A],
  "POST /api/seeker/saved-jobs/:jobId/remove [open]":  [401,  A,    A,    A,    A,    A,    A,    A],
  "POST /api/seeker/saved-jobs/:jobId/remove [draft]": [401,  A,    A,    A,    A,    A,    A,    A],
  // Applying
  "POST /api/jobs/:jobId/applications [open]":         [401,  A,    A,    403,  403,  403,  403,  403],
  "POST /api/jobs/:jobId/applications [draft]":        [401,  404,  404,  403,  403,  403,  403,  403],
  "GET /api/seeker/applications":                      [401,  A,    A,    A,    A,    A,    A,    A],
  "GET /api/jobs/:jobId/applications [open]":          [401,  403,  403,  A,    A,    403,  403,  403],
  "GET /api/jobs/:jobId/applications [draft]":         [401,  404,  404,  A,    A,    404,  404,  404],
  "GET /api/jobs/:jobId/screening-questions [open]":   [401,  A,    A,    A,    A,    A,    A,    A],
  "GET /api/jobs/:jobId/screening-questions [draft]":  [401,  404,  404,  A,    A,    404,  404,  404],
  // The recruitment survey: the job's managers only (on Dewi's open job without a hire: SURVEY_NOT_OPEN, past permission)
  "GET /api/jobs/:jobId/survey [open]":                [401,  403,  403,  A,    A,    403,  403,  403],
  "GET /api/jobs/:jobId/survey [draft]":               [401,  404,  404,  A,    A,    404,  404,  404],
  "POST /api/jobs/:jobId/survey [open]":               [401,  403,  403,  A,    A,    403,  403,  403],
  "POST /api/jobs/:jobId/survey [draft]":              [401,  404,  404,  A,    A,    404,  404,  404],
  // Provider: the caller's business and personal profile
  "GET /api/business":                                 [401,  404,  404,  A,    A,    A,    A,    A],
  "POST /api/business":                                [401,  403,  403,  A,    A,    A,    A,    A],
  "POST /api/business/verification":                   [401,  404,  404,  A,    403,  403,  403,  A],
  "POST /api/business/edit":                           [401,  404,  404,  A,    403,  403,  403,  A],
  "GET /api/provider/profile":                         [401,  403,  403,  A,    A,    A,    A,    A],
  "POST /api/provider/profile":                        [401,  403,  403,  A,    A,    A,    A,    A],
  // Provider: jobs (a pending Member lists none and may not even save a draft)
  "GET /api/business/jobs":                            [401,  404,  404,  A,    A,    A,    A,    A],
  "POST /api/business/jobs":                           [401,  404,  404,  A,    A,    A,    403,  A],
  "GET /api/jobs/:jobId [open]":                       [A,    A,    A,    A,    A,    A,    A,    A],
  // A business's public page (issue 22): only public facts, to anyone, with or without a session
  "GET /api/businesses/:businessId":                   [A,    A,    A,    A,    A,    A,    A,    A],
  "GET /api/jobs/:jobId [draft]":                      [404,  404,  404,  A,    A,    404,  404,  404],
  "POST /api/jobs/:jobId/edit [open]":                 [401,  403,  403,  A,    A,    403,  403,  403],
  "POST /api/jobs/:jobId/edit [draft]":                [401,  404,  404,  A,    A,    404,  404,  404],
  "POST /api/jobs/:jobId/post [open]":                 [401,  403,  403,  A,    A,    403,  403,  403],
  "POST /api/jobs/:jobId/post [draft]":                [401,  404,  404,  A,    A,    404,  404,  404],
  "POST /api/jobs/:jobId/close [open]":                [401,  403,  403,  A,    A,    403,  403,  403],
  "POST /api/jobs/:jobId/close [draft]":               [401,  404,  404,  A,    A,    404,  404,  404],
  "POST /api/jobs/:jobId/delete [open]":               [401,  403,  403,  A,    A,    403,  403,  403],
  "POST /api/jobs/:jobId/delete [draft]":              [401,  404,  404,  A,    A,    404,  404,  404],
  "POST /api/jobs/:jobId/priority/extend [open]":      [401,  403,  403,  A,    A,    403,  403,  403],
  "POST /api/jobs/:jobId/priority/extend [draft]":     [401,  404,  404,  A,    A,    404,  404,  404],
  // Offers and payments (issue 14). "The offer": one of Dewi's open job (the Barista job) to Siti,
  // paid by virtual account and sent; "the payment": its payment. Others than its provider and its
  // seeker are told 404 (they may not know it exists); its provider may not answer it and its
  // seeker may not pay it (403). Seekers may not offer (403); a pending Member sees no balance.
  "POST /api/offers":                                  [401,  403,  403,  A,    A,    403,  403,  403],
  "GET /api/offers/:offerId":                          [401,  A,    404,  A,    A,    404,  404,  404],
  "GET /api/business/offers":                          [401,  403,  403,  A,    A,    403,  403,  403],
  "GET /api/me/offers":                                [401,  A,    A,    A,    A,    A,    A,    A],
  "POST /api/offers/:offerId/accept":                  [401,  A,    404,  403,  403,  404,  404,  404],
  "POST /api/offers/:offerId/decline":                 [401,  A,    404,  403,  403,  404,  404,  404],
  "POST /api/offers/:offerId/payments":                [401,  403,  404,  A,    A,    404,  404,  404],
  "GET /api/payments/:paymentId":                      [401,  404,  404,  A,    A,    404,  404,  404],
  "GET /api/business/payments":                        [401,  404,  404,  A,    A,    404,  404,  404],
  "GET /api/business/balance":                         [401,  404,  404,  A,    A,    A,    403,  A],
  // The caller's own event stream: every user has one; what it carries is addressed per user (http/user-events.ts)
  "GET /api/events":                                   [401,  A,    A,    A,    A,    A,    A,    A],
  // Work (issue 22). "The hire": Siti's accepted offer of another open job Dewi created, three days
  // to come; "the day": its first. Its seeker and those who manage its job see it; anyone else is
  // told 404; a provider may not punch, notify or withdraw for her, she may not decide (403).
  "GET /api/orders":                                   [401,  A,    A,    A,    A,    A,    A,    A],
  "GET /api/orders/:orderId":                          [401,  A,    404,  A,    A,    404,  404,  404],
  "POST /api/work-days/:dayId/punches":                [401,  A,    404,  403,  403,  404,  404,  404],
  "POST /api/work-days/:dayId/confirm":                [401,  403,  404,  A,    A,    404,  404,  404],
  "POST /api/work-days/:dayId/decline":                [401,  403,  404,  A,    A,    404,  404,  404],
  "POST /api/work-days/:dayId/reconfirmation":         [401,  A,    404,  403,  403,  404,  404,  404],
  "POST /api/work-days/:dayId/absence":                [401,  A,    404,  403,  403,  404,  404,  404],
  "POST /api/hires/:hireId/withdraw":                  [401,  A,    404,  403,  403,  404,  404,  404],
  // Completion and ratings: the hire's seeker finishes it (a provider is told 403); its seeker and
  // those who manage its job rate it (each in her role); anyone else is told 404.
  "POST /api/hires/:hireId/complete":                  [401,  A,    404,  403,  403,  404,  404,  404],
  "POST /api/hires/:hireId/rating":                    [401,  A,    404,  A,    A,    404,  404,  404],
  // The work certificate: only the hire's seeker gets it (here: 409, the hire is not completed); a
  // provider is told 403. The check by code needs no session: the code is the permission, and a
  // code no certificate has is 404 to everyone.
  "GET /api/hires/:hireId/certificate":                [401,  A,    404,  403,  403,  404,  404,  404],
  "GET /api/certificates/:code":                       [404,  404,  404,  404,  404,  404,  404,  404],
  // Help center (issue 22): those who manage the hire's job preview, request, read and share a
  // cancellation (its seeker is told 403 where she sees the order, 404 where she sees no request);
  // "the request": Dewi's, rejected by support. The public summary needs only its signed link;
  // any signed-in user may write to support.
  "GET /api/orders/:orderId/cancellation-preview":     [401,  403,  404,  A,    A,    404,  404,  404],
  "POST /api/cancellation-requests":                   [401,  403,  404,  A,    A,    404,  404,  404],
  "GET /api/cancellation-requests":                    [401,  A,    A,    A,    A,    A,    A,    A],
  "GET /api/cancellation-requests/:requestId":         [401,  404,  404,  A,    A,    404,  404,  404],
  "POST /api/cancellation-requests/:requestId/link":   [401,  404,  404,  A,    A,    404,  404,  404],
  "GET /api/order-requests/:requestId":                [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /api/support-messages":                        [401,  A,    A,    A,    A,    A,    A,    A],
  // Wallet (issue 23): the caller's own wallet in her active role (a seeker's; a provider's
  // business's). Members see its balance and have their own PIN; everything else is the Admin's
  // (a Member is told 403); a pending Member has no wallet (403). Another's line, link, account or
  // withdrawal: 404. "The wallet" things below are Siti's.
  "GET /api/wallet":                                   [401,  A,    A,    A,    A,    A,    403,  A],
  "GET /api/wallet/transactions":                      [401,  A,    A,    A,    403,  403,  403,  A],
  "GET /api/wallet/transactions/:transactionId":       [401,  A,    404,  404,  403,  403,  403,  404],
  "GET /api/wallet/statements/:month":                 [401,  A,    A,    A,    403,  403,  403,  A],
  "GET /api/wallet/pin":                               [401,  A,    A,    A,    A,    A,    A,    A],
  "POST /api/wallet/pin":                              [401,  A,    A,    A,    A,    A,    A,    A],
  "POST /api/wallet/pin/change":                       [401,  A,    A,    A,    A,    A,    A,    A],
  "POST /api/wallet/pin/otp":                          [401,  A,    A,    A,    A,    A,    A,    A],
  "POST /api/wallet/pin/reset":                        [401,  A,    A,    A,    A,    A,    A,    A],
  "GET /api/wallet/banks":                             [401,  A,    A,    A,    A,    A,    A,    A],
  "GET /api/wallet/accounts":                          [401,  A,    A,    A,    403,  403,  403,  A],
  "POST /api/wallet/accounts/bank":                    [401,  A,    A,    A,    403,  403,  403,  A],
  "POST /api/wallet/ewallet-links":                    [401,  A,    A,    A,    403,  403,  403,  A],
  "GET /api/wallet/ewallet-links/:linkId":             [401,  A,    404,  404,  403,  403,  403,  404],
  "POST /api/wallet/accounts/:accountId/remove":       [401,  A,    404,  404,  403,  403,  403,  404],
  "GET /api/wallet/withdrawals/quote":                 [401,  A,    A,    A,    403,  403,  403,  A],
  "POST /api/wallet/withdrawals":                      [401,  A,    A,    A,    403,  403,  403,  A],
  "GET /api/wallet/withdrawals":                       [401,  A,    A,    A,    403,  403,  403,  A],
  "GET /api/wallet/withdrawals/:withdrawalId":         [401,  A,    404,  404,  403,  403,  403,  404],
  "POST /api/wallet/withdrawals/:withdrawalId/retry":  [401,  A,    404,  404,  403,  403,  403,  404],
  // Chat (issue 24). "The conversation": Siti's about Dewi's open job (its offer's card opened it).
  // Its seeker and those who may chat about its job read and write it; another Member of the
  // business is told 403 (she knows the job, not this chat), a pending Member 403 on every call,
  // anyone else 404. Opening one: a seeker for herself only, a provider only for a job of hers.
  "GET /api/chat/conversations":                       [401,  A,    A,    A,    A,    A,    403,  A],
  "POST /api/chat/conversations":                      [401,  A,    403,  A,    A,    403,  403,  403],
  "GET /api/chat/conversations/:conversationId":       [401,  A,    404,  A,    A,    403,  403,  404],
  "GET /api/chat/conversations/:conversationId/messages": [401, A,  404,  A,    A,    403,  403,  404],
  "POST /api/chat/conversations/:conversationId/messages": [401, A, 404,  A,    A,    403,  403,  404],
  "POST /api/chat/conversations/:conversationId/read": [401,  A,    404,  A,    A,    403,  403,  404],
  "GET /api/chat/unread":                              [401,  A,    A,    A,    A,    A,    403,  A],
  // Interview invitations (issue 24). "The interview": Dewi's invitation of Siti to her open job.
  // Those who may manage the job invite (another business's Admin, a Member not given it: 403);
  // its seeker and its managers see it, anyone else is told 404; the seeker answers (a provider:
  // 403), the managers move or cancel it (its seeker: 403).
  "POST /api/interviews":                              [401,  403,  403,  A,    A,    403,  403,  403],
  "GET /api/interviews":                               [401,  A,    A,    A,    A,    A,    A,    A],
  "GET /api/interviews/:interviewId":                  [401,  A,    404,  A,    A,    404,  404,  404],
  "POST /api/interviews/:interviewId/accept":          [401,  A,    404,  403,  403,  404,  404,  404],
  "POST /api/interviews/:interviewId/decline":         [401,  A,    404,  403,  403,  404,  404,  404],
  "POST /api/interviews/:interviewId/another-time":    [401,  A,    404,  403,  403,  404,  404,  404],
  "POST /api/interviews/:interviewId/reschedule":      [401,  403,  404,  A,    A,    404,  404,  404],
  "POST /api/interviews/:interviewId/cancel":          [401,  403,  404,  A,    A,    404,  404,  404],
  // Talent pool and smart invitation (issue 24): the pool for the business's Admin and accepted Members; a job's proposals and invitations as its applicants
  "GET /api/talent":                                   [401,  403,  403,  A,    A,    A,    403,  A],
  "GET /api/talent/:seekerId":                         [401,  403,  403,  A,    A,    A,    403,  A],
  "GET /api/jobs/:jobId/talent-proposals [open]":      [401,  403,  403,  A,    A,    403,  403,  403],
  "GET /api/jobs/:jobId/talent-proposals [draft]":     [401,  404,  404,  A,    A,    404,  404,  404],
  "POST /api/jobs/:jobId/talent-invitations [open]":   [401,  403,  403,  A,    A,    403,  403,  403],
  "POST /api/jobs/:jobId/talent-invitations [draft]":  [401,  404,  404,  A,    A,    404,  404,  404],
  "GET /api/seeker/matched-jobs":                      [401,  A,    A,    403,  403,  403,  403,  403],
  // Reference data (read-only, public)
  "GET /api/categories":                               [A,    A,    A,    A,    A,    A,    A,    A],
  "GET /api/categories/:id":                           [A,    A,    A,    A,    A,    A,    A,    A],
  "GET /api/faq":                                      [A,    A,    A,    A,    A,    A,    A,    A],
  "GET /api/faq/:id":                                  [A,    A,    A,    A,    A,    A,    A,    A],
  // Dev area: no token by design (see above)
  "GET /__dev/":                                       [A,    A,    A,    A,    A,    A,    A,    A],
  "GET /__dev/clock":                                  [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/clock":                                 [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/clock/advance":                         [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/clock/reset":                           [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/whatsapp":                              [A,    A,    A,    A,    A,    A,    A,    A],
  "GET /__dev/otps":                                   [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/sessions":                              [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/reset":                                 [A,    A,    A,    A,    A,    A,    A,    A],
  "GET /__dev/provider-states":                        [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/provider-states":                       [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/work-days/:dayId/reconfirmation/approve": [A,  A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/work-days/:dayId/reconfirmation/reject": [A,   A,    A,    A,    A,    A,    A,    A],
  "GET /__dev/orders":                                 [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/cancellation-requests/:requestId/process": [A, A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/cancellation-requests/:requestId/reject": [A,  A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/cancellation-requests/:requestId/link": [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/intro-videos/:videoId/approve":         [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/intro-videos/:videoId/hide":            [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/intro-videos/:videoId/delete":          [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/businesses/:businessId/approve":        [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/businesses/:businessId/reject":         [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/payments/:paymentId/settle":            [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/payments/:paymentId/fail":              [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/payments/:paymentId/expire":            [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/payments/:paymentId/pay-twice":         [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/payments/:paymentId/pay-late":          [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/offers/:offerId/expire":                [A,    A,    A,    A,    A,    A,    A,    A],
  "GET /__dev/ledger":                                 [A,    A,    A,    A,    A,    A,    A,    A],
  "GET /__dev/ewallet/:paymentId":                     [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/ewallet/:paymentId/pay":                [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/ewallet/:paymentId/cancel":             [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/withdrawals/:withdrawalId/settle":      [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/withdrawals/:withdrawalId/fail":        [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/pins/:userId/reset":                    [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/bank-checks":                           [A,    A,    A,    A,    A,    A,    A,    A],
  "GET /__dev/ewallet-links/:linkId":                  [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/ewallet-links/:linkId/approve":         [A,    A,    A,    A,    A,    A,    A,    A],
  "POST /__dev/ewallet-links/:linkId/fail":            [A,    A,    A,    A,    A,    A,    A,    A],
  // Video interviews (issue 24): the job's questions and sending are for those who manage the job;
  // "the interview" is one sent to Siti for another open job of Dewi's (the seeker answers it, its
  // managers read and mark it; a provider who may read it but not answer it is told 403).
  "GET /api/jobs/:jobId/interview-questions [open]":    [401,  403,  403,  A,    A,    403,  403,  403],
  "GET /api/jobs/:jobId/interview-questions [draft]":   [401,  404,  404,  A,    A,    404,  404,  404],
  "POST /api/jobs/:jobId/interview-questions [open]":   [401,  403,  403,  A,    A,    403,  403,  403],
  "POST /api/jobs/:jobId/interview-questions [draft]":  [401,  404,  404,  A,    A,    404,  404,  404],
  "POST /api/jobs/:jobId/interview-questions/suggestions [open]":  [401, 403, 403, A, A, 403, 403, 403],
  "POST /api/jobs/:jobId/interview-questions/suggestions [draft]": [401, 404, 404, A, A, 404, 404, 404],
  "POST /api/video-interviews":                         [401,  403,  403,  A,    A,    403,  403,  403],
  "GET /api/applications/:applicationId/video-interview": [401, 403,  403,  A,    A,    403,  403,  403],
  "GET /api/video-interviews/:interviewId":             [401,  A,    404,  A,    A,    404,  404,  404],
  "POST /api/video-interviews/:interviewId/start":      [401,  A,    404,  403,  403,  404,  404,  404],
  "POST /api/video-interviews/:interviewId/answers":    [401,  A,    404,  403,  403,  404,  404,  404],
  "POST /api/video-interviews/:interviewId/submit":     [401,  A,    404,  403,  403,  404,  404,  404],
  "POST /api/video-interviews/:interviewId/decision":   [401,  403,  404,  A,    A,    404,  404,  404],
};
