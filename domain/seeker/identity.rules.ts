import { Result, Schema } from "effect";
import { DomainError } from "../errors/domain-error";
import { MIN_SEEKER_AGE_YEARS, NIK_FEMALE_DAY_OFFSET } from "../policy/business-constants";
import { parseCalendarDate, wibParts } from "../shared/wib-time";

export type Gender = "male" | "female";

export const Nik = Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{16}$/)), Schema.brand("Nik"));
export type Nik = typeof Nik.Type;

export class DateOfBirthInvalid extends DomainError("DateOfBirthInvalid")<{ readonly value: string }> {
  override readonly code = "DATE_OF_BIRTH_INVALID";
}
export class TooYoung extends DomainError("TooYoung")<{ readonly age: number; readonly minAge: number }> {
  override readonly code = "SEEKER_TOO_YOUNG";
}
export class NikInvalid extends DomainError("NikInvalid")<{ readonly reason: "format" | "dateOfBirthMismatch" }> {
  override readonly code = "NIK_INVALID";
}

/** Full years of age on the WIB day of `now` for a YYYY-MM-DD date of birth. */
export const ageOn = (dateOfBirth: string, now: number): Result.Result<number, DateOfBirthInvalid> => {
  const dob = parseCalendarDate(dateOfBirth);
  if (dob === null) return Result.fail(new DateOfBirthInvalid({ value: dateOfBirth }));
  const today = wibParts(now);
  const hadBirthday = today.month > dob.month || (today.month === dob.month && today.day >= dob.day);
  const age = today.year - dob.year - (hadBirthday ? 0 : 1);
  return age < 0 ? Result.fail(new DateOfBirthInvalid({ value: dateOfBirth })) : Result.succeed(age);
};

/** A seeker must be 18 or older (on their birthday they are). */
export const checkMinimumAge = (dateOfBirth: string, now: number): Result.Result<number, DateOfBirthInvalid | TooYoung> =>
  Result.flatMap(ageOn(dateOfBirth, now), (age) =>
    age >= MIN_SEEKER_AGE_YEARS ? Result.succeed(age) : Result.fail(new TooYoung({ age, minAge: MIN_SEEKER_AGE_YEARS })),
  );

const two = (n: number): string => String(n).padStart(2, "0");

/** The DDMMYY block a KTP number carries for this person (day + 40 for women). */
export const nikBirthBlock = (dateOfBirth: string, gender: Gender): string | null => {
  const dob = parseCalendarDate(dateOfBirth);
  if (dob === null) return null;
  const day = gender === "female" ? dob.day + NIK_FEMALE_DAY_OFFSET : dob.day;
  return `${two(day)}${two(dob.month)}${two(dob.year % 100)}`;
};

/**
 * Format check of a KTP number: 16 digits whose 7th to 12th encode the date of birth. Whether the
 * NIK is registered is the population registry's answer, not ours.
 */
export const checkNik = (
  input: string,
  person: { readonly dateOfBirth: string; readonly gender: Gender },
): Result.Result<Nik, NikInvalid> => {
  const nik = input.replace(/\s/g, "");
  if (!Schema.is(Nik)(nik)) return Result.fail(new NikInvalid({ reason: "format" }));
  return nik.slice(6, 12) === nikBirthBlock(person.dateOfBirth, person.gender)
    ? Result.succeed(nik)
    : Result.fail(new NikInvalid({ reason: "dateOfBirthMismatch" }));
};
