import type { SeekerProfileInput } from "../../../domain/seeker/profile.rules";
import type { SeekerProfile } from "../../../domain/seeker/seeker.schema";
import { rupiah } from "../../../domain/shared/money";
import { isRecord } from "../../shared/session-draft";

/** What the /JSPersonInfo form edits, as typed (numbers as text until saved). */
export interface ProfileForm {
  readonly fullName: string;
  readonly gender: "male" | "female" | "";
  readonly dateOfBirth: string;
  readonly heightCm: string;
  readonly weightKg: string;
  readonly address: string;
  readonly preferredPositions: readonly string[];
  readonly preferredLocations: readonly string[];
  readonly expected: string;
  readonly minimum: string;
  readonly aboutMe: string;
  readonly openToOffers: boolean;
}

export const isProfileForm = (value: unknown): value is ProfileForm =>
  isRecord(value) && typeof value.fullName === "string" && typeof value.dateOfBirth === "string" && Array.isArray(value.preferredPositions);

const text = (n: number | null | undefined): string => (n === null || n === undefined ? "" : String(n));

export const formFromProfile = (profile: SeekerProfile | null, fallbackName: string): ProfileForm => ({
  fullName: profile?.fullName ?? fallbackName,
  gender: profile?.gender ?? "",
  dateOfBirth: profile?.dateOfBirth ?? "",
  heightCm: text(profile?.heightCm),
  weightKg: text(profile?.weightKg),
  address: profile?.address ?? "",
  preferredPositions: profile?.preferredPositions ?? [],
  preferredLocations: profile?.preferredLocations ?? [],
  expected: text(profile?.expectedMonthlySalary),
  minimum: text(profile?.minimumMonthlySalary),
  aboutMe: profile?.aboutMe ?? "",
  openToOffers: profile?.openToOffers ?? true,
});

const digits = (value: string): number | null => {
  const clean = value.replace(/\D/g, "");
  return clean === "" ? null : Number(clean);
};

/** The form over the stored profile: sections this form does not show are kept as they are. */
export const profileInputFrom = (form: ProfileForm, base: SeekerProfile | null): SeekerProfileInput => {
  const expected = digits(form.expected);
  const minimum = digits(form.minimum);
  const height = digits(form.heightCm);
  const weight = digits(form.weightKg);
  return {
    experience: base?.experience ?? [],
    education: base?.education ?? [],
    badges: base?.badges ?? [],
    skills: base?.skills ?? [],
    assets: base?.assets ?? [],
    certificates: base?.certificates ?? [],
    portfolio: base?.portfolio ?? [],
    cvUrl: base?.cvUrl ?? null,
    introVideoId: base?.introVideoId ?? null,
    ...(base?.assessment === undefined ? {} : { assessment: base.assessment }),
    ...(base?.photoUrl === undefined ? {} : { photoUrl: base.photoUrl }),
    fullName: form.fullName.trim(),
    gender: form.gender === "" ? "female" : form.gender,
    dateOfBirth: form.dateOfBirth,
    ...(height === null ? {} : { heightCm: height }),
    ...(weight === null ? {} : { weightKg: weight }),
    address: form.address.trim(),
    preferredPositions: form.preferredPositions,
    preferredLocations: form.preferredLocations,
    expectedMonthlySalary: expected === null ? null : rupiah(expected),
    minimumMonthlySalary: minimum === null ? null : rupiah(minimum),
    aboutMe: form.aboutMe.trim(),
    openToOffers: form.openToOffers,
  };
};

/** Fields of the form a refusal points at, so the message shows under that field. */
export type ProfileField = "fullName" | "gender" | "dateOfBirth" | "minimum" | "preferredPositions" | "preferredLocations" | "form";

export const fieldOfRefusal = (tagOrCode: string): ProfileField => {
  switch (tagOrCode) {
    case "TooYoung":
    case "DateOfBirthInvalid":
    case "SEEKER_TOO_YOUNG":
    case "DATE_OF_BIRTH_INVALID":
      return "dateOfBirth";
    case "MinimumSalaryNotBelowExpected":
    case "SALARY_MINIMUM_NOT_BELOW_EXPECTED":
      return "minimum";
    default:
      return "form";
  }
};
