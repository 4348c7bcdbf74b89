import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../testing/mock-harness";

/** Issue 22: the app learns the server's clock from the Date header, so the mock's says its own clock, also once moved. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

describe("the mock's Date header", () => {
  it("tells the mock's clock on every answer, a refusal too", async () => {
    await h.call("POST", "/__dev/clock", { body: { now: "2030-03-04T08:00:00+07:00" } });
    for (const path of ["/api/categories", "/api/no-such-thing"]) {
      const res = await h.call("GET", path);
      const date = Date.parse(String(res.headers.date));
      // The clock runs on from the moment it was set: within the test's few seconds of it.
      expect(date - Date.parse("2030-03-04T01:00:00Z"), path).toBeGreaterThanOrEqual(0);
      expect(date - Date.parse("2030-03-04T01:00:00Z"), path).toBeLessThan(60_000);
    }
    await h.call("POST", "/__dev/clock/reset");
  });
});
