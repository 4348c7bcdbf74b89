/*
 * The Indonesian mobile number's two facts, in a module of their own: the safe-URL rule (on every
 * screen) reads them without bringing the phone field's display helpers and their constants.
 */

export const COUNTRY_CODE = "+62";

/** An Indonesian mobile number as stored (national, without +62): starts with 8, 9 to 12 digits. */
export const LOCAL_PHONE_PATTERN = /^8\d{8,11}$/;
