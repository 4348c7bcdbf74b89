import { describe, expect, it, vi } from "vitest";
import { offlineShellAllowed, syncOfflineShell, type ShellWindow } from "./offline-shell";

const BROWSER = "Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const WEBVIEW = `${BROWSER} GaweApp/2.1.5`;

const setUp = (userAgent: string, flag: () => Promise<Response>) => {
  const unregister = vi.fn(async () => true);
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  const cacheNames = ["gawe-shell-v1", "gawe-shell-v2", "not-ours"];
  const remove = vi.fn(async (name: string) => cacheNames.includes(name));
  const fetch = vi.fn(flag);
  const win: ShellWindow = {
    navigator: {
      userAgent,
      serviceWorker: { register, getRegistrations: async () => [{ unregister }, { unregister }] as unknown as ServiceWorkerRegistration[] },
    },
    caches: { keys: async () => cacheNames, delete: remove },
    fetch,
  };
  return { win, register, unregister, remove, fetch };
};
const enabled = async () => Response.json({ enabled: true });

describe("where the offline shell may run", () => {
  it("runs in browsers; inside the native app only when the host adds its token", () => {
    expect(offlineShellAllowed(BROWSER)).toBe(true);
    expect(offlineShellAllowed(WEBVIEW)).toBe(false);
    expect(offlineShellAllowed(`${BROWSER} GaweApp/abc`)).toBe(false);
    expect(offlineShellAllowed(`${WEBVIEW} GaweOfflineShell/1`)).toBe(true);
  });
});

describe("syncOfflineShell", () => {
  it("registers sw.js for the app's scope when offline-shell.json says enabled", async () => {
    const s = setUp(BROWSER, enabled);
    await syncOfflineShell("/app/", s.win);
    expect(s.fetch).toHaveBeenCalledWith("/app/offline-shell.json", { cache: "no-cache" });
    expect(s.register).toHaveBeenCalledWith("/app/sw.js", { scope: "/app/" });
    expect(s.unregister).not.toHaveBeenCalled();
  });

  it("kill switch: switched off, missing, refused or not JSON, it unregisters every worker and deletes the shell's caches only", async () => {
    for (const flag of [async () => Response.json({ enabled: false }), async () => new Response("", { status: 404 }), async () => new Response("", { status: 403 }), async () => new Response("<!doctype html>")]) {
      const s = setUp(BROWSER, flag);
      await syncOfflineShell("/app/", s.win);
      expect(s.register).not.toHaveBeenCalled();
      expect(s.unregister).toHaveBeenCalledTimes(2);
      expect(s.remove.mock.calls.map(([name]) => name)).toEqual(["gawe-shell-v1", "gawe-shell-v2"]);
    }
  });

  it("with no signal or a server error it changes nothing: going offline never removes the shell", async () => {
    for (const flag of [async () => Promise.reject(new TypeError("Failed to fetch")), async () => new Response("", { status: 503 })]) {
      const s = setUp(BROWSER, flag);
      await syncOfflineShell("/app/", s.win);
      expect(s.register).not.toHaveBeenCalled();
      expect(s.unregister).not.toHaveBeenCalled();
      expect(s.remove).not.toHaveBeenCalled();
    }
  });

  it("inside the native app without the host's token: removes any worker, without asking the server", async () => {
    const s = setUp(WEBVIEW, enabled);
    await syncOfflineShell("/app/", s.win);
    expect(s.fetch).not.toHaveBeenCalled();
    expect(s.register).not.toHaveBeenCalled();
    expect(s.unregister).toHaveBeenCalledTimes(2);
  });

  it("inside the native app with the host's token: registers like a browser", async () => {
    const s = setUp(`${WEBVIEW} GaweOfflineShell/1`, enabled);
    await syncOfflineShell("/app/", s.win);
    expect(s.register).toHaveBeenCalledOnce();
  });

  it("does nothing where service workers do not exist", async () => {
    const s = setUp(BROWSER, enabled);
    await syncOfflineShell("/app/", { ...s.win, navigator: { userAgent: BROWSER } });
    expect(s.fetch).not.toHaveBeenCalled();
  });
});
