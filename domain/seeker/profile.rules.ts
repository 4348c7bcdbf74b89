import { Result, Schema } from "effect";
import { DomainError } from "../errors/domain-error";
import { checkMinimumAge, type DateOfBirthInvalid, type TooYoung } from "./identity.rules";
import { validateChoices, type TooManyChoices } from "./preferences.rules";
import { validateExpectedSalary, type MinimumSalaryNotBelowExpected } from "./salary.rules";
import { SeekerProfile } from "./seeker.schema";

/**
 * Fields of a profile the platform owns: the owner, the academy's badges, the personality test's
 * result and the intro video (set by its own endpoint). A client never writes them: they are not
 * part of the input, so a body that sends them has them dropped when decoded (docs/api.md).
 */
export const PLATFORM_OWNED_PROFILE_FIELDS = ["userId", "badges", "assessment", "introVideoId"] as const;

const { userId: _owner, badges: _badges, assessment: _assessment, introVideoId: _video, ...editableFields } = SeekerProfile.fields;

/** What a seeker sends to save their profile: every field of SeekerProfile but those the platform owns. */
export const SeekerProfileInput = Schema.Struct(editableFields);
export type SeekerProfileInput = typeof SeekerProfileInput.Type;

export type ProfileRuleError = DateOfBirthInvalid | TooYoung | TooManyChoices | MinimumSalaryNotBelowExpected;

/**
 * The rules a saved profile obeys beyond its schema (spec 5): 18 or older on the WIB day of `now`,
 * at most 5 preferred positions and 5 locations, minimum salary below the expected one.
 */
export const validateSeekerProfile = <P extends SeekerProfileInput>(profile: P, now: number): Result.Result<P, ProfileRuleError> => {
  const age = checkMinimumAge(profile.dateOfBirth, now);
  if (Result.isFailure(age)) return Result.fail(age.failure);
  const positions = validateChoices("positions", profile.preferredPositions);
  if (Result.isFailure(positions)) return Result.fail(positions.failure);
  const locations = validateChoices("locations", profile.preferredLocations);
  if (Result.isFailure(locations)) return Result.fail(locations.failure);
  const { minimumMonthlySalary: minimum, expectedMonthlySalary: expected } = profile;
  if (minimum !== null && expected !== null) {
    const salary = validateExpectedSalary({ minimum, expected });
    if (Result.isFailure(salary)) return Result.fail(salary.failure);
  }
  return Result.succeed(profile);
};

/** A section of the profile, as the completeness meter and the apply intercept see it. */
export type ProfileSection =
  | "basics"
  | "address"
  | "workExperience"
  | "education"
  | "preferredPositions"
  | "preferredLocations"
  | "skills"
  | "aboutMe"
  | "salary"
  | "cv"
  | "portfolio";

/** Decision: weights of each section in the completeness percentage (sum 100); docs/business-rules.md. */
export const PROFILE_SECTION_WEIGHTS: Readonly<Record<ProfileSection, number>> = {
  basics: 20,
  address: 5,
  workExperience: 15,
  education: 10,
  preferredPositions: 10,
  preferredLocations: 5,
  skills: 5,
  aboutMe: 5,
  salary: 10,
  cv: 10,
  portfolio: 5,
};

type ProfileFacts = Omit<SeekerProfileInput, "fullName" | "gender" | "dateOfBirth"> & {
  readonly fullName: string;
  readonly gender: string;
  readonly dateOfBirth: string;
};

const filled = (text: string): boolean => text.trim() !== "";

/** Whether a section holds what it needs. */
export const sectionComplete = (profile: ProfileFacts, section: ProfileSection): boolean => {
  switch (section) {
    case "basics":
      return filled(profile.fullName) && filled(profile.gender) && filled(profile.dateOfBirth);
    case "address":
      return filled(profile.address);
    case "workExperience":
      return profile.experience.length > 0;
    case "education":
      return profile.education.length > 0;
    case "preferredPositions":
      return profile.preferredPositions.length > 0;
    case "preferredLocations":
      return profile.preferredLocations.length > 0;
    case "skills":
      return profile.skills.length > 0;
    case "aboutMe":
      return filled(profile.aboutMe);
    case "salary":
      return profile.expectedMonthlySalary !== null && profile.minimumMonthlySalary !== null;
    case "cv":
      return profile.cvUrl !== null;
    case "portfolio":
      return profile.portfolio.length > 0;
  }
};

export const PROFILE_SECTIONS = Object.keys(PROFILE_SECTION_WEIGHTS) as readonly ProfileSection[];

/**
 * Decision (docs/business-rules.md): the name is half of the basics. Registration asks for it, so
 * a seeker who has just registered is not "0% complete"; gender and date of birth bring the rest.
 */
export const NAME_SHARE_OF_BASICS = PROFILE_SECTION_WEIGHTS.basics / 2;

/**
 * 0 to 100: the sum of the weights of the complete sections, with the name alone counting half of
 * the basics. Before the first save there is no profile: what registration gave (the name) counts.
 */
export const profileCompleteness = (profile: ProfileFacts | null, registeredName = ""): number => {
  if (profile === null) return filled(registeredName) ? NAME_SHARE_OF_BASICS : 0;
  const name = filled(profile.fullName) || filled(registeredName);
  return PROFILE_SECTIONS.reduce(
    (sum, section) =>
      sum + (sectionComplete(profile, section) ? PROFILE_SECTION_WEIGHTS[section] : section === "basics" && name ? NAME_SHARE_OF_BASICS : 0),
    0,
  );
};

export class ProfileIncomplete extends DomainError("ProfileIncomplete")<{ readonly missing: readonly ProfileSection[] }> {
  override readonly code = "PROFILE_INCOMPLETE";
}
