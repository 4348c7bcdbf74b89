import type { SeekerProfileInput } from "../../../domain/seeker/profile.rules";
import type { SeekerProfile } from "../../../domain/seeker/seeker.schema";
import { rupiah } from "../../../domain/shared/money";
import type { ErrorTextView } from "../../shared/error-text-view";
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
    skills: base?.skills ?? [],
    assets: base?.assets ?? [],
    certificates: base?.certificates ?? [],
    portfolio: base?.portfolio ?? [],
    cvUrl: base?.cvUrl ?? null,
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

/** Fields of the form a message can show under; "form" is above the Save button. */
export type ProfileField = "fullName" | "gender" | "dateOfBirth" | "minimum" | "form";

/**
 * The field a refused save is about, from its catalogue text (the domain's check in the app and the
 * server's answer give the same text, see domain/errors/error-codes.ts).
 */
export const fieldOfRefusal = (text: ErrorTextView): ProfileField => {
  switch (text.key) {
    case "error.seeker.tooYoung":
    case "error.dateOfBirth.invalid":
      return "dateOfBirth";
    case "error.salary.minimumBelowExpected":
      return "minimum";
    default:
      return "form";
  }
};
