/**
 * Up to two initials of a person's or a business's name for an avatar where there is no photo or
 * logo ("Rina Wulandari" → "RW", "TSA Mart" → "TM"); words without a letter or digit are skipped.
 */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? "")
    .filter((initial) => initial !== "")
    .slice(0, 2)
    .map((initial) => initial.toLocaleUpperCase("id-ID"))
    .join("");
