import { describe, expect, it } from "vitest";
import { windowRange } from "./window-range";

const view = { scrollTop: 0, viewport: 640, listTop: 200, rowHeight: 72, count: 1000, overscan: 10 };

describe("windowRange: which rows of a long list are rendered", () => {
  it("renders the rows on screen and the overscan below them at the top of the page", () => {
    // 440 px of the list are on screen: rows 0-6, then 10 more.
    expect(windowRange(view)).toEqual({ start: 0, end: 17 });
  });

  it("scrolled into the middle, renders the screenful with the overscan on both sides", () => {
    // The list's row 500 is at the top of the screen.
    expect(windowRange({ ...view, scrollTop: 200 + 500 * 72 })).toEqual({ start: 490, end: 519 });
  });

  it("never goes past the last row nor before the first", () => {
    expect(windowRange({ ...view, scrollTop: 200 + 999 * 72 })).toEqual({ start: 989, end: 1000 });
    expect(windowRange({ ...view, count: 3 })).toEqual({ start: 0, end: 3 });
  });

  it("renders a few rows before the rows' height is known, none of an empty list", () => {
    expect(windowRange({ ...view, rowHeight: 0 })).toEqual({ start: 0, end: 10 });
    expect(windowRange({ ...view, count: 0 })).toEqual({ start: 0, end: 0 });
  });

  it("renders nothing of a list wholly above the screen", () => {
    expect(windowRange({ ...view, count: 20, scrollTop: 100_000 })).toEqual({ start: 20, end: 20 });
  });
});
