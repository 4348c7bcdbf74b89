import { describe, expect, it } from "vitest";
import { afterNavigation, CARRY_MS, dismiss, enqueue, toastLift, type ToastItem } from "./toast";

const item = (id: number, message: string, at = 0): ToastItem => ({ id, message, at });

describe("toast queue", () => {
  it("shows one at a time, in the order raised", () => {
    const queue = enqueue(enqueue(enqueue([], item(1, "a")), item(2, "b")), item(3, "c"));
    expect(queue.map((i) => i.message)).toEqual(["a", "b", "c"]);
    expect(dismiss(queue, 1)[0]?.message).toBe("b");
  });

  it("does not queue a message that is already waiting or showing", () => {
    const queue = enqueue(enqueue([], item(1, "Saved")), item(2, "Saved"));
    expect(queue).toHaveLength(1);
  });

  it("after a navigation keeps only what the navigating action just raised", () => {
    const queue = [item(1, "old", 0), item(2, "switched", 5_000)];
    expect(afterNavigation(queue, 5_000 + CARRY_MS - 1).map((i) => i.id)).toEqual([2]);
    expect(afterNavigation(queue, 5_000 + CARRY_MS)).toEqual([]);
  });

  it("gives back the same queue when nothing is dropped (no re-render)", () => {
    const queue = [item(1, "a", 100)];
    expect(afterNavigation(queue, 200)).toBe(queue);
  });
});

describe("where a toast sits (issue 19: at the top it covered headings and status chips)", () => {
  it("at the bottom, above the highest bar in the lower half of the screen", () => {
    expect(toastLift(740, [])).toBe(0);
    // The bottom navigation (64 px) and an action bar stuck above it.
    expect(toastLift(740, [{ top: 676, bottom: 740 }])).toBe(64);
    expect(toastLift(740, [{ top: 676, bottom: 740 }, { top: 603.5, bottom: 676 }])).toBe(137);
  });

  it("ignores what is hidden (no box) or in the upper half (a short page's action bar in the flow)", () => {
    expect(toastLift(740, [{ top: 0, bottom: 0 }, { top: 200, bottom: 273 }])).toBe(0);
  });
});
