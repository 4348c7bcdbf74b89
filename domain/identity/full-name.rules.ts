/*
 * The full-name rule without Effect Schema, for screens that check a name before anything else
 * loads (the login screen's registration form). account.schema's FullName schema is built from
 * the same limit, and a property test holds the two to the same answer.
 */

/** Longest full name the product accepts (spec section 5: names are 30 characters at most). */
export const NAME_MAX_LENGTH = 30;

export const isFullName = (name: string): boolean => name !== "" && name === name.trim() && name.length <= NAME_MAX_LENGTH;

/** The errors-catalogue key for a refused name: empty, or else too long. */
export const fullNameErrorKey = (empty: boolean): "error.name.required" | "error.name.tooLong" =>
  empty ? "error.name.required" : "error.name.tooLong";
