import { toWibIso } from "../../../domain/shared/wib-time";
import type { SeekerProfile } from "../../../domain/seeker/seeker.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { Db, StoredAccount } from "../../store/db.schema";
import { ensureAccount, loggedIn, paramsOf, replaceAccount, type AreaStates, type ProviderState, type StateContext } from "../back-office/back-office.public";
import { bareProfile, seededProfile } from "./seeker.seed";

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

const SEEKER_PARAMS = {
  phone: "the national number; the account is created when there is none",
  profile:
    "complete (every section, a CV, expected salary Rp5.500.000, minimum Rp4.800.000) | noSalary (name, gender and birth date only); default: the profile the account has, else complete",
  age: "years since birth (default: the profile's; a complete new profile is 27)",
  gender: "male | female (default: the profile's, else female)",
} as const;

/** The seeker account of the phone with the profile the parameters ask for, its active role seeker. */
export const arrangeSeeker = (db: Db, { params, now }: StateContext): { db: Db; account: StoredAccount } => {
  const p = paramsOf(params);
  const made = ensureAccount(db, p.phone("phone"), "seeker", toWibIso(now));
  const account: StoredAccount = {
    ...made.account,
    roles: made.account.roles.includes("seeker") ? made.account.roles : [...made.account.roles, "seeker"],
    activeRole: "seeker",
  };
  const existing = made.db.seekerProfiles.find((s) => s.userId === account.userId);
  const kind = p.oneOf("profile", ["complete", "noSalary"], existing === undefined || existing.expectedMonthlySalary !== null ? "complete" : "noSalary");
  const gender = p.oneOf("gender", ["male", "female"], existing?.gender ?? "female");
  const dateOfBirth = p.has("age") ? toWibIso(now - p.number("age") * YEAR_MS).slice(0, 10) : (existing?.dateOfBirth ?? "1998-04-12");
  const base = { fullName: account.fullName, gender, dateOfBirth } as const;
  const profile: SeekerProfile = kind === "complete" ? seededProfile(account.userId, base) : bareProfile(account.userId, base);
  const next = replaceAccount(made.db, account);
  return { db: { ...next, seekerProfiles: [...next.seekerProfiles.filter((s) => s.userId !== account.userId), profile] }, account };
};

const seekerLoggedIn: ProviderState = {
  arranges: "A seeker account with the profile asked for, its active role seeker, and a new session.",
  params: SEEKER_PARAMS,
  values: { token: "the session's bearer token", userId: "the seeker's user id" },
  arrange: (db, ctx) => {
    const seeker = arrangeSeeker(db, ctx);
    return loggedIn(seeker.db, seeker.account, ctx.now);
  },
};

/** The states of the seeker contracts (contracts/consumer/seeker.pact.test.ts) about the seeker herself. */
export const SEEKER_PROFILE_PROVIDER_STATES = {
  [PROVIDER_STATE.seekerLoggedIn]: seekerLoggedIn,
  [PROVIDER_STATE.seekerExists]: {
    arranges: "A seeker account with the profile asked for (no session): its public resume is readable.",
    params: SEEKER_PARAMS,
    values: { userId: "the seeker's user id" },
    arrange: (db, ctx) => {
      const seeker = arrangeSeeker(db, ctx);
      return { db: seeker.db, values: { userId: seeker.account.userId } };
    },
  },
} satisfies AreaStates;
