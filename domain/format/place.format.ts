/**
 * The one way a place reads on a screen (issue 19, item 7): the street address, then the district
 * (kecamatan) and the city, each part once. Addresses are typed by people and often end with the
 * district already ("Jl. Raya No. 1, Kebayoran Baru"), and a district may share its city's name
 * ("Tangerang", Kota Tangerang): a part that says what an earlier one said is left out. Plain
 * functions without Effect, for the homes' first paint.
 */

/** What a place is made of; `address` is left out where a screen shows the area only. */
export interface PlaceText {
  readonly address?: string;
  readonly district: string;
  readonly city: string;
}

/** Words an administrative name may start with that do not change which place it is. */
const ADMIN_PREFIX = /^(?:kecamatan|kec\.?|kota|kabupaten|kab\.?)\s+/u;

/** What two parts are compared by: case, spacing and an administrative prefix aside. */
export const placePartKey = (part: string): string =>
  part.toLocaleLowerCase("id").replace(/\s+/gu, " ").trim().replace(ADMIN_PREFIX, "");

/** The parts of a place in reading order (address parts, district, city), each once, none blank. */
export const placeParts = (place: PlaceText): readonly string[] => {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const raw of [place.address ?? "", place.district, place.city].flatMap((field) => field.split(","))) {
    const part = raw.replace(/\s+/gu, " ").trim();
    const key = placePartKey(part);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    parts.push(part);
  }
  return parts;
};

/** A place on one line: "Jl. Raya No. 1, Kebayoran Baru, Jakarta Selatan". */
export const formatPlace = (place: PlaceText): string => placeParts(place).join(", ");

/** The area of a place without its street (job cards, share pages, the area picker): "Tebet, Jakarta Selatan". */
export const formatArea = (place: PlaceText): string => formatPlace({ district: place.district, city: place.city });
