import { Result } from "effect";
import { ageOn } from "../../../domain/seeker/identity.rules";
import type { PublicResume } from "../../../domain/seeker/job-card.schema";
import { profileCompleteness } from "../../../domain/seeker/profile.rules";
import type { SeekerProfile } from "../../../domain/seeker/seeker.schema";
import type { Db } from "../../store/db.schema";

export const profileOf = (db: Db, userId: string): SeekerProfile | undefined => db.seekerProfiles.find((p) => p.userId === userId);

/** Full years on the day of `now`, or null when the stored date of birth is not a date. */
export const ageOf = (profile: SeekerProfile, now: number): number | null => {
  const age = ageOn(profile.dateOfBirth, now);
  return Result.isSuccess(age) ? age.success : null;
};

/** The public resume of a seeker (docs/api.md "PublicResume"): no phone, no address. */
export const publicResume = (profile: SeekerProfile, now: number): typeof PublicResume.Encoded => ({
  userId: profile.userId,
  fullName: profile.fullName,
  gender: profile.gender,
  age: ageOf(profile, now),
  area: profile.preferredLocations[0] ?? "",
  aboutMe: profile.aboutMe,
  experience: profile.experience,
  education: profile.education,
  skills: profile.skills,
  certificates: profile.certificates,
  badges: profile.badges,
  preferredPositions: profile.preferredPositions,
  portfolio: profile.portfolio,
  hasCv: profile.cvUrl !== null,
  completenessPercent: profileCompleteness(profile),
});
