import { describe, expect, it } from "vitest";
import { formatCountdown, remainingMs } from "./countdown";

describe("countdown", () => {
  it("formats the time left: h:mm:ss from an hour, mm:ss below, whole seconds rounded up", () => {
    expect(formatCountdown(3 * 3600 * 1000)).toBe("3:00:00");
    expect(formatCountdown(3 * 3600 * 1000 - 1)).toBe("3:00:00");
    expect(formatCountdown(2 * 3600 * 1000 + 59 * 60 * 1000 + 59 * 1000)).toBe("2:59:59");
    expect(formatCountdown(3600 * 1000)).toBe("1:00:00");
    expect(formatCountdown(3600 * 1000 - 1000)).toBe("59:59");
    expect(formatCountdown(30 * 60 * 1000)).toBe("30:00");
    expect(formatCountdown(61_000)).toBe("01:01");
    expect(formatCountdown(1)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-5000)).toBe("00:00");
    expect(formatCountdown(24 * 3600 * 1000)).toBe("24:00:00");
  });

  it("counts by the server's clock: a phone clock that is off does not move the deadline", () => {
    const serverNow = 1_000_000;
    const deadline = serverNow + 30 * 60 * 1000;
    // The phone is 7 minutes ahead of the server; 10 s after the answer arrived.
    const receivedAt = serverNow + 7 * 60 * 1000;
    expect(remainingMs(deadline, serverNow, receivedAt, receivedAt + 10_000)).toBe(30 * 60 * 1000 - 10_000);
    // ... and 5 minutes behind.
    const behind = serverNow - 5 * 60 * 1000;
    expect(remainingMs(deadline, serverNow, behind, behind)).toBe(30 * 60 * 1000);
    expect(remainingMs(deadline, serverNow, serverNow, deadline + 1)).toBe(0);
  });
});
