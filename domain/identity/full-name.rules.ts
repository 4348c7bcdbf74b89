/*
 * The full-name rule without Effect Schema, for screens that check a name before anything else
 * loads (the login screen's registration form). account.schema's FullName schema is built from
 * the same limit, and a property test holds the two to the same answer.
 */

/** Longest full name the product accepts (spec section 5: names are 30 characters at most). */
export const NAME_MAX_LENGTH = 30;

/**
 * Characters a name must not hold: controls, line and paragraph separators, and invisible format
 * characters (bidi overrides and isolates, zero-width spaces, BOM). Zero-width joiners (U+200C,
 * U+200D) stay: some scripts and emoji need them.
 */
const HIDDEN = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether a text holds a character that is invisible or reorders what is shown (a bidi override). */
export const hasHiddenCharacters = (text: string): boolean => HIDDEN.test(text);

/** A person's name shows what it is: at least one letter, nothing hidden. */
export const isVisiblePersonName = (name: string): boolean => LETTER.test(name) && !hasHiddenCharacters(name);

/** A business's name (registered or brand) shows what it is: a letter or a digit ("7-Eleven"), nothing hidden. */
export const isVisibleBusinessName = (name: string): boolean => LETTER_OR_DIGIT.test(name) && !hasHiddenCharacters(name);

/**
 * A full name: trimmed, 1 to 30 characters, with a letter and without control or bidi characters
 * (issue 10: names of only spaces or bidi controls were accepted on the profile).
 */
export const isFullName = (name: string): boolean =>
  name !== "" && name === name.trim() && name.length <= NAME_MAX_LENGTH && isVisiblePersonName(name);

/**
 * The errors-catalogue key for a refused name: empty, or else too long. Given the name itself, a
 * name without any letter (only spaces or invisible characters) counts as empty.
 */
export const fullNameErrorKey = (emptyOrName: boolean | string): "error.name.required" | "error.name.tooLong" =>
  (typeof emptyOrName === "string" ? !LETTER.test(emptyOrName) : emptyOrName) ? "error.name.required" : "error.name.tooLong";
