import { completeProfile } from "../../domain/seeker/seeker.fixtures";
import { withSession } from "../auth/session.logic";
import type { Db } from "../store/db.schema";
import { DEMO } from "../store/seed";
import { SEEKER_DEMO_PROVIDER, SEEKER_SEED } from "../store/seed-seekers";
import { toWibIso } from "./clock";
import type { ProviderState } from "./provider-state.type";

export const SEEKER_TOKENS = { siti: "demo-seeker-token", agus: "demo-agus-token", young: "demo-young-token", hendra: "demo-hendra-token" } as const;
const YOUNG = { userId: "u-seeker-young", phone: "81200000017", fullName: "Dimas Saputra" } as const;
const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** The demo seeker with a session and her intro video v-9-siti in the given status. */
const withSitiVideo = (seed: Db, now: number, status: "inReview" | "approved"): Db => ({
  ...withSession(seed, SEEKER_TOKENS.siti, DEMO.seeker.userId, now),
  introVideos: [
    ...seed.introVideos,
    { videoId: "v-9-siti", userId: DEMO.seeker.userId, url: "https://cdn.gawe.id/v/siti.mp4", durationSeconds: 42, status, uploadedAt: toWibIso(now) },
  ],
});

/** The provider states of the seeker contracts (contracts/consumer/seeker*.pact.test.ts). */
export const SEEKER_PROVIDER_STATES: Readonly<Record<string, ProviderState>> = {
  "the demo seeker is logged in with token demo-seeker-token, has saved job j-9002 and applied to job j-9001": {
    arranges:
      "A session for the demo seeker (complete profile) with token demo-seeker-token; she saved the open job j-9002 and applied to the open part-time job j-9001.",
    arrange: (seed, now) => ({
      ...withSession(seed, SEEKER_TOKENS.siti, DEMO.seeker.userId, now),
      savedJobs: [...seed.savedJobs, { userId: DEMO.seeker.userId, jobId: "j-9002", savedAt: toWibIso(now) }],
      applications: [
        ...seed.applications,
        { applicationId: "a-9-siti-1", jobId: "j-9001", seekerUserId: DEMO.seeker.userId, status: "applied", createdAt: toWibIso(now) },
      ],
    }),
    values: { token: SEEKER_TOKENS.siti },
  },
  "Agus, whose profile has no salary expectation, is logged in with token demo-agus-token": {
    arranges: "The seed's Agus Pratama (name, gender and birth date only) with a session for token demo-agus-token.",
    arrange: (seed, now) => withSession(seed, SEEKER_TOKENS.agus, SEEKER_SEED.agus, now),
    values: { token: SEEKER_TOKENS.agus },
  },
  "a 17-year-old seeker is logged in with token demo-young-token": {
    arranges: "Dimas Saputra (81200000017), seeker, complete profile but born 17 years ago, with a session for token demo-young-token.",
    arrange: (seed, now): Db => {
      const born = toWibIso(now - 17 * YEAR_MS).slice(0, 10);
      const db: Db = {
        ...seed,
        accounts: [...seed.accounts, { ...YOUNG, roles: ["seeker"], activeRole: "seeker", idVerified: false, createdAt: toWibIso(now) }],
        seekerProfiles: [...seed.seekerProfiles, { ...completeProfile({ fullName: YOUNG.fullName, gender: "male", dateOfBirth: born }), userId: YOUNG.userId } as Db["seekerProfiles"][number]],
      };
      return withSession(db, SEEKER_TOKENS.young, YOUNG.userId, now);
    },
    values: { token: SEEKER_TOKENS.young },
  },
  "the provider Hendra is logged in with token demo-hendra-token and Rina applied to job j-9000": {
    arranges:
      "A session for Hendra Gunawan (81200000009, Admin of Kedai Kopi Teduh, which owns job j-9000) with token demo-hendra-token; the seed's application of Rina Wulandari to j-9000.",
    arrange: (seed, now) => withSession(seed, SEEKER_TOKENS.hendra, SEEKER_DEMO_PROVIDER.userId, now),
    values: { token: SEEKER_TOKENS.hendra },
  },
  "the demo seeker is logged in with token demo-seeker-token and her intro video v-9-siti is in review": {
    arranges: "A session for the demo seeker with token demo-seeker-token; her intro video v-9-siti (42 s) uploaded just now, in review.",
    arrange: (seed, now) => withSitiVideo(seed, now, "inReview"),
    values: { token: SEEKER_TOKENS.siti },
  },
  "the demo seeker is logged in with token demo-seeker-token and her intro video v-9-siti is approved": {
    arranges: "A session for the demo seeker with token demo-seeker-token; her intro video v-9-siti (42 s), approved by the back office.",
    arrange: (seed, now) => withSitiVideo(seed, now, "approved"),
    values: { token: SEEKER_TOKENS.siti },
  },
};
