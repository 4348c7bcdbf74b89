import { Result, Schema } from "effect";
import { DomainError } from "../errors/domain-error";
import { COUNTRY_CODE, LOCAL_PHONE_PATTERN, stripPhoneSeparators } from "./phone.format";

/**
 * Indonesian mobile numbers as the app stores them: the national significant number without
 * the +62 country code, e.g. "81234567890". Mobile numbers start with 8 and have 9 to 12 digits.
 */
export const LocalPhone = Schema.String.pipe(
  Schema.check(Schema.isPattern(LOCAL_PHONE_PATTERN)),
  Schema.brand("LocalPhone"),
);
export type LocalPhone = typeof LocalPhone.Type;

export class PhoneRequired extends DomainError("PhoneRequired")<{}> {
  override readonly code = "PHONE_REQUIRED";
}
/** Something other than digits (and the formatter's own dashes or spaces) was typed. */
export class PhoneNotDigits extends DomainError("PhoneNotDigits")<{}> {
  override readonly code = "PHONE_NOT_DIGITS";
}
/** Digits only, but not an Indonesian mobile number. */
export class PhoneWrongFormat extends DomainError("PhoneWrongFormat")<{}> {
  override readonly code = "PHONE_WRONG_FORMAT";
}
export type PhoneError = PhoneRequired | PhoneNotDigits | PhoneWrongFormat;

/**
 * Parses what a user typed into the +62 field. A leading 0 or 62 (people paste "0812..." or
 * "62812...") is accepted and removed, because the +62 prefix is already shown.
 */
export const parseLocalPhone = (input: string): Result.Result<LocalPhone, PhoneError> => {
  const compact = stripPhoneSeparators(input.trim()).replace(/^\+/, "");
  if (compact === "") return Result.fail(new PhoneRequired());
  if (!/^\d+$/.test(compact)) return Result.fail(new PhoneNotDigits());
  const national = compact.startsWith("62") ? compact.slice(2) : compact.startsWith("0") ? compact.slice(1) : compact;
  return Schema.is(LocalPhone)(national) ? Result.succeed(national) : Result.fail(new PhoneWrongFormat());
};

export const toInternational = (phone: LocalPhone): string => `${COUNTRY_CODE}${phone}`;
