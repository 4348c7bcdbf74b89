import { describe, expect, it } from "vitest";
import { positionOf } from "./reference-labels";

/** Issue 19, item 17: the job form shows positions by their labels and saves the platform's names. */
const ID_LABELS: Readonly<Record<string, string>> = { Waiter: "Pramusaji", Cook: "Juru Masak", Barista: "Barista" };
const label = (position: string): string => ID_LABELS[position] ?? position;
const POSITIONS = ["Waiter", "Cook", "Barista"];

describe("positionOf", () => {
  it("gives back the platform's position of a label, typed in any case or spacing", () => {
    expect(positionOf("Juru Masak", POSITIONS, label)).toBe("Cook");
    expect(positionOf("  juru   masak ", POSITIONS, label)).toBe("Cook");
    expect(positionOf("Barista", POSITIONS, label)).toBe("Barista");
  });
  it("takes the platform's own name too, and keeps a position it has no label for as typed", () => {
    expect(positionOf("cook", POSITIONS, label)).toBe("Cook");
    expect(positionOf(" Tukang  Parkir ", POSITIONS, label)).toBe("Tukang Parkir");
    expect(positionOf("Pramusaji", [], label)).toBe("Pramusaji");
  });
});
