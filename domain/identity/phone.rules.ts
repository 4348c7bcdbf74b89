import { Data, Result, Schema } from "effect";
import { PHONE_MASKED_DIGITS } from "../policy/business-constants";

/**
 * Indonesian mobile numbers as the app stores them: the national significant number without
 * the +62 country code, e.g. "81234567890". Mobile numbers start with 8 and have 9 to 12 digits.
 */
export const LocalPhone = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^8\d{8,11}$/)),
  Schema.brand("LocalPhone"),
);
export type LocalPhone = typeof LocalPhone.Type;

export const COUNTRY_CODE = "+62";

export class PhoneRequired extends Data.TaggedError("PhoneRequired")<{}> {
  readonly i18nKey = "error.phone.required";
}
/** Something other than digits (and the formatter's own dashes or spaces) was typed. */
export class PhoneNotDigits extends Data.TaggedError("PhoneNotDigits")<{}> {
  readonly i18nKey = "error.phone.digitsOnly";
}
/** Digits only, but not an Indonesian mobile number. */
export class PhoneWrongFormat extends Data.TaggedError("PhoneWrongFormat")<{}> {
  readonly i18nKey = "error.phone.wrongFormat";
}
export type PhoneError = PhoneRequired | PhoneNotDigits | PhoneWrongFormat;

/** Strips the separators our own formatter inserts; anything else stays and fails validation. */
export const stripPhoneSeparators = (input: string): string => input.replace(/[\s-]/g, "");

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

/** Display format 8xx-xxxx-xxxx: a group of 3, a group of 4, then the rest (at most 9 digits). */
export const formatPhone = (input: string): string => {
  const digits = input.replace(/\D/g, "").slice(0, 16);
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter((g) => g !== "").join("-");
};

/** Hides the middle four digits: 812****7890. Short inputs are returned unchanged. */
export const maskPhone = (input: string): string => {
  const digits = input.replace(/\D/g, "");
  if (digits.length < 2 * PHONE_MASKED_DIGITS) return digits;
  const start = Math.floor((digits.length - PHONE_MASKED_DIGITS) / 2);
  return `${digits.slice(0, start)}${"*".repeat(PHONE_MASKED_DIGITS)}${digits.slice(start + PHONE_MASKED_DIGITS)}`;
};

export const toInternational = (phone: LocalPhone): string => `${COUNTRY_CODE}${phone}`;
