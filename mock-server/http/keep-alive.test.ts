import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../testing/mock-harness";
import { IDLE_CONNECTION_HOLD_MS } from "./keep-alive";

/**
 * A client keeps an idle keep-alive connection in its pool and reuses it (Playwright's `request`
 * fixture after ~10 s of UI); a server that drops the idle socket first (Node's default: 5 s)
 * answers the reused request with ECONNRESET. The servers hold an idle socket for longer than any
 * client keeps one, and say so in the Keep-Alive header (the preview server: scripts/production-serving.test.ts).
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

describe("idle keep-alive connections", () => {
  it("the mock holds them for 65 s, longer than a client's idle pool (5 s in Node)", async () => {
    const res = await h.call("GET", "/api/categories", { headers: { connection: "keep-alive" } });
    expect(res.headers["keep-alive"]).toBe("timeout=65");
    expect(IDLE_CONNECTION_HOLD_MS).toBeGreaterThan(5_000);
  });
});
