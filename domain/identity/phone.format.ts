import { PHONE_MASKED_DIGITS } from "../policy/business-constants";
import { COUNTRY_CODE } from "./phone-number";

/*
 * Display helpers for phone numbers, free of Effect Schema so the login screen's phone field can
 * use them without loading it (docs/performance.md). Validation lives in phone.rules.ts.
 */

export { COUNTRY_CODE, LOCAL_PHONE_PATTERN } from "./phone-number";

/** The phone link of a number as stored (`tel:+62…`); rendered through `safeUrl`, which lets only a mobile number's through. */
export const phoneLinkOf = (phone: string): string => `tel:${COUNTRY_CODE}${phone}`;

/** Strips the separators our own formatter inserts; anything else stays and fails validation. */
export const stripPhoneSeparators = (input: string): string => input.replace(/[\s-]/g, "");

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
