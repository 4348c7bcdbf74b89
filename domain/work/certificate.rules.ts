import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_GROUPS, CERTIFICATE_CODE_GROUP_LENGTH, type CertificateCode } from "./certificate-api.schema";

/** Work certificate codes (issue 22): made from random bytes by the server, read back from what a person typed. */

const LENGTH = CERTIFICATE_CODE_GROUPS * CERTIFICATE_CODE_GROUP_LENGTH;
/** Random bytes a code needs: 5 bits a character. */
export const CERTIFICATE_CODE_BYTES = Math.ceil((LENGTH * 5) / 8);

const grouped = (chars: string): CertificateCode =>
  Array.from({ length: CERTIFICATE_CODE_GROUPS }, (_, i) => chars.slice(i * CERTIFICATE_CODE_GROUP_LENGTH, (i + 1) * CERTIFICATE_CODE_GROUP_LENGTH)).join("-") as CertificateCode;

/** A code from `CERTIFICATE_CODE_BYTES` random bytes (the caller draws them: the server's secure random). */
export const certificateCodeOf = (bytes: Uint8Array): CertificateCode => {
  if (bytes.length < CERTIFICATE_CODE_BYTES) throw new Error(`a certificate code needs ${CERTIFICATE_CODE_BYTES} random bytes`);
  let chars = "";
  for (let i = 0; i < LENGTH; i++) {
    const bit = i * 5;
    const pair = ((bytes[bit >> 3] ?? 0) << 8) | (bytes[(bit >> 3) + 1] ?? 0);
    chars += CERTIFICATE_CODE_ALPHABET[(pair >> (11 - (bit & 7))) & 31];
  }
  return grouped(chars);
};

/** Characters people type for another one (Crockford's reading): O is 0, I and L are 1. */
const READ_AS: Readonly<Record<string, string>> = { O: "0", I: "1", L: "1" };

/**
 * A code as typed (any case, spaces or hyphens anywhere, O for 0, I or L for 1) in its one written
 * form; null when it cannot be a code, so the server answers 'not available' without a lookup.
 */
export const readCertificateCode = (typed: string): CertificateCode | null => {
  const chars = [...typed.toUpperCase().replace(/[\s-]/g, "")].map((c) => READ_AS[c] ?? c).join("");
  if (chars.length !== LENGTH || [...chars].some((c) => !CERTIFICATE_CODE_ALPHABET.includes(c))) return null;
  return grouped(chars);
};
