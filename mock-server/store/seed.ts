import { EMPTY_LEDGER } from "../../domain/ledger/ledger.schema";
import { DB_VERSION, type Db } from "./db.schema";
import { EMPTY_WALLET } from "./wallet.db-schema";
import { EMPTY_CHAT } from "./chat.db-schema";
import { DEMO_ACCOUNTS, DEMO_OTP_CODE } from "./demo-accounts";

/** What one feature adds to the seed (its accounts, jobs, reference data...), on the data so far. */
export type SeedStep = (db: Db) => Db;

/**
 * A fresh seed each call, so nobody can mutate the original: the features' steps, in the order
 * given (features/registry.ts lists them), on an empty data file. The demo accounts are those of
 * ./demo-accounts.ts, all with the OTP code 1234.
 */
export const seedOf = (steps: readonly SeedStep[]): Db => {
  const empty: Db = {
    version: DB_VERSION,
    settings: {
      whatsappDown: false,
      whatsappUnreachable: [DEMO_ACCOUNTS.seekerSmsOnly.phone],
      fixedOtpCodes: Object.fromEntries(Object.values(DEMO_ACCOUNTS).map((a) => [a.phone, DEMO_OTP_CODE])),
    },
    accounts: [],
    companies: [],
    sessions: [],
    otps: [],
    otpSends: [],
    categories: [],
    faq: [],
    jobs: [],
    seekerProfiles: [],
    savedJobs: [],
    applications: [],
    introVideos: [],
    businesses: [],
    providerProfiles: [],
    offers: [],
    payments: [],
    ledger: EMPTY_LEDGER,
    idempotency: [],
    hires: [],
    workDays: [],
    ratings: [],
    cancellationRequests: [],
    supportMessages: [],
    wallet: EMPTY_WALLET,
    interviewQuestions: [],
    videoInterviews: [],
    interviews: [],
    chat: EMPTY_CHAT,
    talentInvitations: [],
  };
  const db = steps.reduce((so: Db, step) => step(so), empty);
  // Accounts in the documented order of the demo accounts (the back office lists them so), then
  // the accounts nobody logs in as (the talent pool's seekers) in their seed order.
  const rank = (userId: string) => {
    const i = Object.values(DEMO_ACCOUNTS).findIndex((a) => a.userId === userId);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return { ...db, accounts: [...db.accounts].sort((a, b) => rank(a.userId) - rank(b.userId)) };
};
