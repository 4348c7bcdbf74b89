import type { Job } from "../../../domain/job/job.schema";
import { jobShiftsAhead, mayBeProposed, type MatchJob, type MatchSeeker } from "../../../domain/matching/smart-invitation.rules";
import type { TalentFacts } from "../../../domain/matching/talent-search.rules";
import type { TalentCard } from "../../../domain/matching/talent-api.schema";
import { profileCompleteness } from "../../../domain/seeker/profile.rules";
import type { SeekerProfile } from "../../../domain/seeker/seeker.schema";
import { SERVICE_AREAS } from "../../../domain/seeker/service-areas";
import type { Db } from "../../store/db.schema";
import { confirmedShiftsOf } from "../offers/offers.public";
import { ageOf } from "../seeker-profile/seeker-profile.public";

/** A seeker of the pool with what the search and the rule read of her (never her private fields). */
export interface PoolSeeker extends TalentFacts {
  readonly profile: SeekerProfile;
  readonly age: number;
  readonly match: MatchSeeker;
}

const pointOf = (profile: SeekerProfile) => SERVICE_AREAS.find((a) => a.district === profile.preferredLocations[0])?.point ?? null;

/** The rule's view of a seeker: her profile, her age today and her booked shifts. */
export const matchSeekerOf = (db: Db, profile: SeekerProfile, now: number): MatchSeeker => ({
  seekerId: profile.userId,
  openToOffers: profile.openToOffers,
  age: ageOf(profile, now),
  preferredPositions: profile.preferredPositions,
  pastPositions: profile.experience.map((e) => e.position),
  point: pointOf(profile),
  expectedMonthlySalary: profile.expectedMonthlySalary,
  minimumMonthlySalary: profile.minimumMonthlySalary,
  confirmedShifts: confirmedShiftsOf(db, profile.userId),
});

export const matchJobOf = (job: Job, now: number): MatchJob => ({
  jobId: job.jobId,
  position: job.position,
  point: job.location.point,
  salary: job.salary,
  shifts: jobShiftsAhead(job, now),
});

/**
 * The talent pool: seekers open to offers and 18 or older (the rule's `mayBeProposed`), never
 * a member of the caller's own business (who would be offered her own employer's job).
 */
export const poolOf = (db: Db, now: number, exceptBusinessId: string | undefined): PoolSeeker[] =>
  db.seekerProfiles.flatMap((profile) => {
    const match = matchSeekerOf(db, profile, now);
    const account = db.accounts.find((a) => a.userId === profile.userId);
    if (!mayBeProposed(match) || match.age === null || account === undefined || !account.roles.includes("seeker")) return [];
    if (exceptBusinessId !== undefined && account.companyId === exceptBusinessId) return [];
    return [
      {
        profile,
        age: match.age,
        match,
        seekerId: profile.userId,
        preferredPositions: profile.preferredPositions,
        point: match.point,
        expectedMonthlySalary: profile.expectedMonthlySalary,
        badges: profile.badges,
        completenessPercent: profileCompleteness(profile),
      },
    ];
  });

const ONE_DECIMAL = 10;

/** A pool seeker as the list shows her: built field by field, so nothing else of the profile can leave. */
export const talentCard = (t: PoolSeeker, distanceKm: number | null): typeof TalentCard.Encoded => ({
  seekerId: t.seekerId,
  fullName: t.profile.fullName,
  gender: t.profile.gender,
  age: t.age,
  area: t.profile.preferredLocations[0] ?? "",
  preferredPositions: t.preferredPositions,
  badges: t.badges,
  expectedMonthlySalary: t.expectedMonthlySalary,
  completenessPercent: t.completenessPercent,
  distanceKm: distanceKm === null ? null : Math.round(distanceKm * ONE_DECIMAL) / ONE_DECIMAL,
});

export const invitedTo = (db: Db, jobId: string, seekerId: string): boolean =>
  db.talentInvitations.some((i) => i.jobId === jobId && i.seekerId === seekerId);
