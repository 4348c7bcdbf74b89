import { describe, expect, it, vi } from "vitest";
import type { ChunkHost } from "../lib/load-once";
import { onFirstCall } from "./lazy";

const hostWith = (onLine: boolean) => {
  const host = { navigator: { onLine }, location: { reload: vi.fn() } };
  return { host, get: (): ChunkHost => host };
};
const greeter = { hello: async (name: string) => `hello ${name}` };

describe("onFirstCall", () => {
  it("loads once, on the first call, and calls through", async () => {
    const load = vi.fn(async () => greeter);
    const lazy = onFirstCall(load, hostWith(true).get);
    expect(load).not.toHaveBeenCalled();
    expect(await lazy.hello("Siti")).toBe("hello Siti");
    expect(await lazy.hello("Budi")).toBe("hello Budi");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("offline, does not ask for the chunk (Chromium would remember the failure), and loads once back online", async () => {
    const { host, get } = hostWith(false);
    const load = vi.fn(async () => greeter);
    const lazy = onFirstCall(load, get);
    await expect(lazy.hello("Siti")).rejects.toThrow(/offline/);
    expect(load).not.toHaveBeenCalled();
    host.navigator = { onLine: true };
    expect(await lazy.hello("Siti")).toBe("hello Siti");
    expect(host.location.reload).not.toHaveBeenCalled();
  });

  it("after a load failed while online, the next call reloads the page: only that fetches the chunk again", async () => {
    const { host, get } = hostWith(true);
    const load = vi.fn<() => Promise<typeof greeter>>().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValue(greeter);
    const lazy = onFirstCall(load, get);
    await expect(lazy.hello("Siti")).rejects.toThrow(/Failed to fetch/);
    void lazy.hello("Siti");
    await Promise.resolve();
    expect(host.location.reload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is never mistaken for a Promise", () => {
    expect((onFirstCall(async () => greeter, () => null) as { then?: unknown }).then).toBeUndefined();
  });
});
