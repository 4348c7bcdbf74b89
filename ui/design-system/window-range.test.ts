import { describe, expect, it } from "vitest";
import { fixedOffsets, measuredOffsets, nearLoadedEdge, windowRange } from "./window-range";

const view = { scrollTop: 0, viewport: 640, listTop: 200, offsets: fixedOffsets(1000, 72), overscan: 10 };

describe("windowRange: which rows of a long list of one row height are rendered", () => {
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
    expect(windowRange({ ...view, offsets: fixedOffsets(3, 72) })).toEqual({ start: 0, end: 3 });
  });

  it("renders a few rows before the rows' height is known, none of an empty list", () => {
    expect(windowRange({ ...view, offsets: fixedOffsets(1000, 0) })).toEqual({ start: 0, end: 10 });
    expect(windowRange({ ...view, offsets: fixedOffsets(0, 72) })).toEqual({ start: 0, end: 0 });
  });

  it("renders nothing of a list wholly above the screen", () => {
    expect(windowRange({ ...view, offsets: fixedOffsets(20, 72), scrollTop: 100_000 })).toEqual({ start: 20, end: 20 });
  });
});

describe("windowRange over rows of measured heights (a conversation's messages)", () => {
  // Rows 0-99: even rows measured at 40 px, odd rows not laid out yet (an estimate of 100 px).
  const offsets = measuredOffsets(100, (i) => (i % 2 === 0 ? 40 : undefined), 100);

  it("places each row after the heights above it, the estimate standing in for a row not measured", () => {
    expect([offsets[0], offsets[1], offsets[2], offsets[3], offsets[100]]).toEqual([0, 40, 140, 180, 7_000]);
  });

  it("renders the rows on screen by their heights, with the overscan on both sides", () => {
    // The list starts at the top of the document; the screen shows 1,400-2,039 px: rows 20 (at 1,400) to 29 (2,000-2,100).
    expect(windowRange({ scrollTop: 1_400, viewport: 640, listTop: 0, offsets, overscan: 5 })).toEqual({ start: 15, end: 35 });
  });

  it("at the end of the list, the last rows and the overscan above them", () => {
    expect(windowRange({ scrollTop: 7_000 - 640, viewport: 640, listTop: 0, offsets, overscan: 5 })).toEqual({ start: 86, end: 100 });
  });
});

describe("nearLoadedEdge: when the next page is asked for, while there are still rows to scroll through", () => {
  it("a list read downwards asks when the window comes within `ahead` rows of the last loaded row", () => {
    expect(nearLoadedEdge({ start: 40, end: 69 }, 100, "end", 30)).toBe(false);
    expect(nearLoadedEdge({ start: 41, end: 70 }, 100, "end", 30)).toBe(true);
  });

  it("a conversation read upwards asks when the window comes within `ahead` messages of the oldest loaded, long before the top", () => {
    // Opened at the newest of a page of 50, the window is its last 20: the older page is wanted as soon as the reader scrolls back.
    expect(nearLoadedEdge({ start: 30, end: 50 }, 50, "start", 30)).toBe(true);
    expect(nearLoadedEdge({ start: 31, end: 60 }, 100, "start", 30)).toBe(false);
    expect(nearLoadedEdge({ start: 0, end: 20 }, 100, "start", 30)).toBe(true);
  });

  it("an empty list asks for nothing", () => {
    expect(nearLoadedEdge({ start: 0, end: 0 }, 0, "start", 30)).toBe(false);
    expect(nearLoadedEdge({ start: 0, end: 0 }, 0, "end", 30)).toBe(false);
  });
});
