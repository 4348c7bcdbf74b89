import { EMPTY_LEDGER } from "../../domain/ledger/ledger.schema";
import { withProviderSeed } from "../features/business/business.seed";
import { referenceSeed } from "../features/reference/reference.seed";
import { SEEKER_SEED_ACCOUNTS, SEEKER_SEED_COMPANIES, seekerSeedApplications, seekerSeedJobs, seekerSeedProfiles } from "../features/seeker-profile/seeker.seed";
import { DB_VERSION, type Db } from "./db.schema";
import { DEMO_ACCOUNTS, DEMO_OTP_CODE } from "./demo-accounts";

/**
 * A fresh copy of the seed each call, so nobody can mutate the original: the seeds of the areas
 * (seekers and their employers' generated jobs, the provider businesses, reference data) on an
 * empty data file. The demo accounts are those of ./demo-accounts.ts, all with the OTP code 1234.
 */
export const createSeed = (): Db => {
  const db = withProviderSeed({
    version: DB_VERSION,
    settings: {
      whatsappDown: false,
      whatsappUnreachable: [DEMO_ACCOUNTS.seekerSmsOnly.phone],
      fixedOtpCodes: Object.fromEntries(Object.values(DEMO_ACCOUNTS).map((a) => [a.phone, DEMO_OTP_CODE])),
    },
    accounts: [...SEEKER_SEED_ACCOUNTS],
    companies: [...SEEKER_SEED_COMPANIES],
    sessions: [],
    otps: [],
    otpSends: [],
    ...referenceSeed(),
    jobs: seekerSeedJobs(),
    seekerProfiles: seekerSeedProfiles(),
    savedJobs: [],
    applications: seekerSeedApplications(),
    introVideos: [],
    businesses: [],
    providerProfiles: [],
    offers: [],
    payments: [],
    ledger: EMPTY_LEDGER,
    idempotency: [],
  });
  // Accounts in the documented order of the demo accounts (the back office lists them so).
  const rank = (userId: string) => Object.values(DEMO_ACCOUNTS).findIndex((a) => a.userId === userId);
  return { ...db, accounts: [...db.accounts].sort((a, b) => rank(a.userId) - rank(b.userId)) };
};
