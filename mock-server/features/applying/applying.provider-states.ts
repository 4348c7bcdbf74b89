import { toWibIso } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE, STATE_TOKENS } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { loggedInState, type AreaStates } from "../back-office/provider-state.type";
import { seededProfile } from "../seeker-profile/seeker.seed";

/** A seeker only this state creates: complete profile, 17 years old. */
const YOUNG = { userId: "u-seeker-young", phone: "81200000017", fullName: "Dimas Saputra" } as const;
const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const SITI = DEMO_ACCOUNTS.seeker;

/** The states of the seeker contracts about applying (contracts/consumer/seeker.pact.test.ts). */
export const APPLYING_PROVIDER_STATES = {
  [PROVIDER_STATE.savedAndApplied]: loggedInState(
    "A session for the demo seeker (complete profile) with token demo-seeker-token; she saved the open job j-9002 and applied to the open part-time job j-9001.",
    { token: STATE_TOKENS.siti, userId: SITI.userId },
    (seed, now) => ({
      ...seed,
      savedJobs: [...seed.savedJobs, { userId: SITI.userId, jobId: "j-9002", savedAt: toWibIso(now) }],
      applications: [
        ...seed.applications,
        { applicationId: "a-9-siti-1", jobId: "j-9001", seekerUserId: SITI.userId, status: "applied", createdAt: toWibIso(now) },
      ],
    }),
  ),
  [PROVIDER_STATE.agusLoggedIn]: loggedInState(
    "The seed's Agus Pratama (name, gender and birth date only) with a session for token demo-agus-token.",
    { token: STATE_TOKENS.agus, userId: DEMO_ACCOUNTS.seekerSmsOnly.userId },
  ),
  [PROVIDER_STATE.youngSeekerLoggedIn]: loggedInState(
    "Dimas Saputra (81200000017), seeker, complete profile but born 17 years ago, with a session for token demo-young-token.",
    { token: STATE_TOKENS.young, userId: YOUNG.userId },
    (seed, now): Db => ({
      ...seed,
      accounts: [...seed.accounts, { ...YOUNG, roles: ["seeker"], activeRole: "seeker", idVerified: false, createdAt: toWibIso(now) }],
      seekerProfiles: [
        ...seed.seekerProfiles,
        seededProfile(YOUNG.userId, { fullName: YOUNG.fullName, gender: "male", dateOfBirth: toWibIso(now - 17 * YEAR_MS).slice(0, 10) }),
      ],
    }),
  ),
  [PROVIDER_STATE.hendraWithApplicant]: loggedInState(
    "A session for Hendra Gunawan (81200000009, Admin of Kedai Kopi Teduh, which owns job j-9000) with token demo-hendra-token; the seed's application of Rina Wulandari to j-9000.",
    { token: STATE_TOKENS.hendra, userId: DEMO_ACCOUNTS.hendra.userId },
  ),
} satisfies AreaStates;
