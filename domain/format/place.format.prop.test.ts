import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JABODETABEK_CITIES } from "../shared/place.rules";
import { SERVICE_AREAS } from "../seeker/service-areas";
import { formatArea, formatPlace, placePartKey, placeParts } from "./place.format";

describe("place formatter (issue 19, item 7)", () => {
  it("says the district once and adds the city", () => {
    expect(formatPlace({ address: "Jl. Raya No. 1, Kebayoran Baru", district: "Kebayoran Baru", city: "Jakarta Selatan" })).toBe("Jl. Raya No. 1, Kebayoran Baru, Jakarta Selatan");
    expect(formatPlace({ address: "Jl. Panglima Polim IX No. 12", district: "Kebayoran Baru", city: "Jakarta Selatan" })).toBe("Jl. Panglima Polim IX No. 12, Kebayoran Baru, Jakarta Selatan");
    expect(formatPlace({ address: "Jl. Tebet Raya 12, kec. tebet", district: "Tebet", city: "Jakarta Selatan" })).toBe("Jl. Tebet Raya 12, kec. tebet, Jakarta Selatan");
    // A street named after its district is a street, not the district.
    expect(formatPlace({ address: "Jl. Tebet Raya No. 9", district: "Tebet", city: "Jakarta Selatan" })).toBe("Jl. Tebet Raya No. 9, Tebet, Jakarta Selatan");
  });
  it("shows a district named like its city once", () => {
    expect(formatArea({ district: "Tangerang", city: "Tangerang" })).toBe("Tangerang");
    expect(formatArea({ address: "Jl. Kenanga No. 4", district: "Karawaci", city: "Tangerang" })).toBe("Karawaci, Tangerang");
    expect(formatPlace({ address: "  ", district: "", city: "Bogor" })).toBe("Bogor");
  });

  const CITY = fc.constantFrom(...JABODETABEK_CITIES);
  const AREA = fc.constantFrom(...SERVICE_AREAS.map((a) => a.district));
  /** A part as a person may type it: another case, extra spaces, an administrative prefix. */
  const typed = (name: string) =>
    fc.tuple(fc.constantFrom("", "Kec. ", "kecamatan ", "Kota "), fc.boolean(), fc.constantFrom("", " ", "  ")).map(([prefix, upper, pad]) => `${pad}${prefix}${upper ? name.toUpperCase() : name}${pad}`);
  const STREET = fc.stringMatching(/^Jl\. [A-Za-z ]{1,12} No\. \d{1,3}$/);
  const PLACE = fc
    .record({ city: CITY, district: AREA, street: STREET, extra: fc.array(fc.oneof(STREET, AREA, CITY), { maxLength: 3 }) })
    .chain(({ city, district, street, extra }) =>
      fc.tuple(fc.constant(city), fc.constant(district), fc.tuple(...[street, ...extra, district, city].map((p) => fc.oneof(fc.constant(p), typed(p)))).chain((parts) => fc.shuffledSubarray(parts, { minLength: 0 }).map((sub) => sub.join(",")))),
    )
    .map(([city, district, address]) => ({ address, district, city }));

  it("property: no part is repeated, the city is there, every part of the input is kept", () => {
    fc.assert(
      fc.property(PLACE, (place) => {
        const text = formatPlace(place);
        const shown = text.split(", ");
        const keys = shown.map(placePartKey);
        expect(new Set(keys).size, text).toBe(keys.length);
        expect(keys).toContain(placePartKey(place.city));
        expect(keys).toContain(placePartKey(place.district));
        for (const part of place.address.split(",")) if (placePartKey(part) !== "") expect(keys, text).toContain(placePartKey(part));
        expect(shown.every((p) => p !== "" && p === p.trim())).toBe(true);
        expect(placeParts(place)).toEqual(shown);
      }),
    );
  });
  it("property: the area is the district and the city, once each, in that order", () => {
    fc.assert(
      fc.property(AREA, CITY, (district, city) => {
        const parts = formatArea({ address: "Jl. Anything No. 1", district, city }).split(", ");
        expect(parts).toEqual(placePartKey(district) === placePartKey(city) ? [district] : [district, city]);
      }),
    );
  });
});
