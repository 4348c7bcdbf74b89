import { describe, expect, it, vi } from "vitest";
import { loadOnce, type ChunkHost } from "./load-once";

const hostWith = (onLine: boolean, controller: object | null = null) => {
  const host = { navigator: { onLine, serviceWorker: { controller } }, location: { reload: vi.fn() } };
  return { host, get: (): ChunkHost => host };
};
const fetchFailed = () => new TypeError("Failed to fetch dynamically imported module: https://gawe.test/app/assets/sheet.js");

describe("loadOnce: the one policy for code loaded on demand", () => {
  it("shares one load between callers, and forgets a failure", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("boom")).mockResolvedValue("module");
    const get = loadOnce(load, () => null);
    await expect(get()).rejects.toThrow("boom");
    expect(await Promise.all([get(), get()])).toEqual(["module", "module"]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("offline, does not ask for the chunk (Chromium would remember the failure), and loads once back online without a reload", async () => {
    const { host, get: page } = hostWith(false);
    const load = vi.fn(async () => "module");
    const get = loadOnce(load, page);
    await expect(get()).rejects.toThrow(/offline/);
    await expect(get()).rejects.toThrow(/offline/);
    expect(load).not.toHaveBeenCalled();
    host.navigator = { ...host.navigator, onLine: true };
    expect(await get()).toBe("module");
    expect(host.location.reload).not.toHaveBeenCalled();
  });

  it("after a load failed while online, the retry reloads the page: only that makes Chromium fetch the graph again", async () => {
    const { host, get: page } = hostWith(true);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(fetchFailed()).mockResolvedValue("module");
    const get = loadOnce(load, page);
    await expect(get()).rejects.toThrow(/Failed to fetch/);
    void get();
    await Promise.resolve();
    expect(host.location.reload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("after a failure online, a retry while offline still says offline and keeps the page", async () => {
    const { host, get: page } = hostWith(true);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(fetchFailed());
    const get = loadOnce(load, page);
    await expect(get()).rejects.toThrow(/Failed to fetch/);
    host.navigator = { ...host.navigator, onLine: false };
    await expect(get()).rejects.toThrow(/offline/);
    expect(host.location.reload).not.toHaveBeenCalled();
    host.navigator = { ...host.navigator, onLine: true };
    void get();
    await Promise.resolve();
    expect(host.location.reload).toHaveBeenCalledTimes(1);
  });

  it("offline under the offline shell's worker, asks for the chunk (it may be precached); a miss reloads once back online", async () => {
    const { host, get: page } = hostWith(false, {});
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce("module");
    expect(await loadOnce(load, page)()).toBe("module");
    const missing = vi.fn<() => Promise<string>>().mockRejectedValueOnce(fetchFailed());
    const get = loadOnce(missing, page);
    await expect(get()).rejects.toThrow(/Failed to fetch/);
    await expect(get()).rejects.toThrow(/offline/);
    expect(host.location.reload).not.toHaveBeenCalled();
    host.navigator = { ...host.navigator, onLine: true };
    void get();
    await Promise.resolve();
    expect(host.location.reload).toHaveBeenCalledTimes(1);
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
