/*
 * What the cache keeps and what a write changes, by name. Each read (a cache entry, named by its
 * key's first element) lists the server data it holds; each write names the data it changes; after
 * an accepted write only the reads holding that data are asked again. A read absent from this
 * table does not type-check, so a new screen says what it holds where the writes can see it.
 */

/** Every read of the cache and the data it holds, by area; `item`: the key's first input is the id of that data. */
export const READS = {
  // seeker-profile
  "my-profile": { holds: ["my-profile"] },
  "my-intro-video": { holds: ["intro-video"] },
  resume: { holds: ["my-profile", "intro-video"] },
  "public-video": { holds: ["intro-video"] },
  // job-search: a job card carries the seeker's saved flag and application status
  "seeker-job": { holds: ["job-cards"], item: "job-cards" },
  "saved-jobs": { holds: ["job-cards"] },
  // the open jobs ranked for her by the smart invitation's rule (issue 24): /jsDailyPush and /JSMita
  "daily-jobs": { holds: ["my-profile", "job-cards"] },
  "business-page": { holds: ["job-cards"] },
  categories: { holds: ["categories"] },
  // applying
  "my-applications": { holds: ["applications"] },
  applicants: { holds: ["applications"] },
  // a job's screening questions (issue 24): part of the job, changed by its save
  "screening-questions": { holds: ["provider-jobs"] },
  // provider-business
  business: { holds: ["business"] },
  "provider-profile": { holds: ["provider-profile"] },
  "provider-contact": { holds: ["provider-profile", "business"] },
  // provider-jobs
  "provider-home": { holds: ["business", "provider-jobs"] },
  "provider-job": { holds: ["provider-jobs"] },
  "job-posting": { holds: ["business", "provider-jobs"] },
  "public-job": { holds: ["provider-jobs"] },
  // a job's recruitment survey (issue 24): stored on the job, changed by its answer
  "job-survey": { holds: ["provider-jobs"] },
  // offers
  offer: { holds: ["offers"], item: "offers" },
  "my-offers": { holds: ["offers"] },
  "job-offers": { holds: ["offers"] },
  "offer-form": { holds: ["provider-jobs", "applications"] },
  "business-balance": { holds: ["business-balance"] },
  // payments
  payment: { holds: ["payments", "offers"], item: "payments" },
  "payment-receipt": { holds: ["payments"], item: "payments" },
  "payment-receipts": { holds: ["payments"] },
  // work: an order (its staff, days and money) and the caller's orders
  "work-order": { holds: ["work-orders"], item: "work-orders" },
  "work-orders": { holds: ["work-orders"] },
  // the work certificate: a rating given changes it (the public check reads the same facts)
  "work-certificate": { holds: ["work-orders"] },
  "certificate-check": { holds: ["work-orders"] },
  // help center: the split a cancellation would make reads the order's days and money (not the requests: a
  // request made from the summary would ask it again for a scope now requested, a refusal on a page about
  // to close; screens read the order again as they open); a request (its public summary too, keyed by its id) holds its own
  "cancellation-preview": { holds: ["work-orders"] },
  "order-requests": { holds: ["order-requests"] },
  "order-request": { holds: ["order-requests"], item: "order-requests" },
  // wallet (issue 23): the PIN's status, the payout accounts, the withdrawal form (balance, PIN, accounts), one withdrawal
  "wallet-pin": { holds: ["wallet-pin"] },
  "payout-accounts": { holds: ["payout-accounts"] },
  "withdraw-form": { holds: ["wallet-balance", "wallet-pin", "payout-accounts"] },
  withdrawal: { holds: ["withdrawals"], item: "withdrawals" },
  "ewallet-link": { holds: ["payout-accounts"] },
  "balance-payment": { holds: ["wallet-balance", "wallet-pin", "business-balance"] },
  // wallet money (issue 23): the balance apart with the PIN's state, a month's statement (a withdrawal or a payment from the balance changes them)
  wallet: { holds: ["wallet-balance", "wallet-pin"] },
  "wallet-statement": { holds: ["wallet-balance"] },
  // chat (issue 24): the caller's conversations (first page), one conversation's head; messages live in the screen (the stream adds to them)
  "chat-conversations": { holds: ["chat"] },
  "chat-conversation": { holds: ["chat"], item: "chat" },
  // interview invitations (issue 24): one invitation (either side's), the seeker's own
  interview: { holds: ["interviews"], item: "interviews" },
  "my-interviews": { holds: ["interviews"] },
  // video interviews (issue 24): one, as the seeker answers it
  "video-interview": { holds: ["video-interviews"], item: "video-interviews" },
  // talent pool (issue 24): the pool's search, a pool seeker's profile, a job's proposals (an invitation changes the last two), the
  // provider's jobs to invite to (the seeker's jobs ranked by the same rule are "daily-jobs")
  "talent-pool": { holds: ["talent"] },
  "talent-profile": { holds: ["talent"] },
  "talent-proposals": { holds: ["talent"] },
  "talent-jobs": { holds: ["provider-jobs"] },
  // video interviews, the provider's side (issue 24): a job's questions, the latest interview of an application
  "job-interview-questions": { holds: ["interview-questions"] },
  "application-video-interview": { holds: ["video-interviews"] },
} as const satisfies Record<string, { readonly holds: readonly string[]; readonly item?: string }>;

export type ReadName = keyof typeof READS;
export type DataName = (typeof READS)[ReadName]["holds"][number];

/** A read's key without its owner: its name, then every input of its call. */
export type ReadKey = readonly [ReadName, ...unknown[]];

/**
 * What a write changes: all of one data ("offers"), one item of it (["offers", offerId]: the reads
 * of other items stay), or "session" (a login or a role switch: every read answers for the session).
 */
export type Changed = DataName | readonly [DataName, string] | "session";

/** Whether an accepted write that changed `changed` outdates the read of `key` (its owner left out). */
export const isOutdatedBy = (key: readonly unknown[], changed: readonly Changed[]): boolean => {
  const read: { readonly holds: readonly DataName[]; readonly item?: DataName } = READS[key[0] as ReadName];
  return changed.some((c) => {
    if (c === "session") return true;
    const [data, id] = typeof c === "string" ? [c, null] : c;
    return read.holds.includes(data) && (id === null || read.item !== data || key[1] === id);
  });
};
