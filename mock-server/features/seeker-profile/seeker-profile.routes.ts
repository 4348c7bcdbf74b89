import { Result } from "effect";
import { PublicResume, SeekerProfileView } from "../../../domain/seeker/job-card.schema";
import { profileCompleteness, SeekerProfileInput, validateSeekerProfile } from "../../../domain/seeker/profile.rules";
import { callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, refuse, type Endpoint } from "../../http/endpoint";
import { apiFailure, forbidden } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import { videoOf } from "../intro-video/intro-video.public";
import { seekerRating } from "../work/work.public";
import { profileOf, publicResume } from "./seeker-profile.logic";

const onlySeekers = () => forbidden("Only an account with the seeker role has a seeker profile");

/** The seeker's own profile and the public resume (docs/api.md "Seeker"). */
export const seekerProfileEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/seeker/profile",
    success: { status: 200, schema: SeekerProfileView },
    errors: ["FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "The caller's seeker profile (null before the first save) and its completeness",
    handle: ({ db, caller }) => {
      const { account } = callerOf(caller);
      if (!account.roles.includes("seeker")) return fail(onlySeekers());
      const profile = profileOf(db, account.userId) ?? null;
      return { status: 200, json: { profile, completenessPercent: profileCompleteness(profile), rating: seekerRating(db, account.userId) } };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/seeker/profile",
    success: { status: 200, schema: SeekerProfileView },
    errors: ["SEEKER_TOO_YOUNG", "DATE_OF_BIRTH_INVALID", "SALARY_MINIMUM_NOT_BELOW_EXPECTED", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "Save the caller's seeker profile (18+, min salary below expected, up to 5 positions and locations; badges, assessment and intro video are the platform's)",
    body: SeekerProfileInput,
    handle: ({ body, db, caller, now }) => {
      const { account } = callerOf(caller);
      if (!account.roles.includes("seeker")) return fail(onlySeekers());
      const checked = validateSeekerProfile(body, now);
      if (Result.isFailure(checked)) return refuse(checked.failure);
      // What the platform owns comes from the stored profile, never from the body (which cannot hold it).
      const stored = profileOf(db, account.userId);
      const profile: Db["seekerProfiles"][number] = {
        ...body,
        userId: account.userId as Db["seekerProfiles"][number]["userId"],
        badges: stored?.badges ?? [],
        ...(stored?.assessment === undefined ? {} : { assessment: stored.assessment }),
        introVideoId: stored?.introVideoId ?? (videoOf(db, account.userId)?.videoId as Db["seekerProfiles"][number]["introVideoId"] | undefined) ?? null,
      };
      const next: Db = {
        ...db,
        seekerProfiles: [...db.seekerProfiles.filter((p) => p.userId !== account.userId), profile],
        accounts: db.accounts.map((a) => (a.userId === account.userId ? { ...a, fullName: body.fullName } : a)),
      };
      return { status: 200, json: { profile, completenessPercent: profileCompleteness(profile), rating: seekerRating(db, account.userId) }, next };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/seekers/:userId/resume",
    success: { status: 200, schema: PublicResume },
    errors: ["RESUME_NOT_FOUND"],
    auth: "none",
    area: "api",
    summary: "A seeker's public resume (the share, phone, printable and badge pages)",
    handle: ({ db, params, now }) => {
      const profile = profileOf(db, params.userId ?? "");
      if (profile === undefined) return fail(apiFailure("RESUME_NOT_FOUND", "No resume for this seeker"));
      return { status: 200, json: { ...publicResume(profile, now), rating: seekerRating(db, profile.userId) } };
    },
  }),
];
