import { Result } from "effect";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NativeLoginPayload } from "../../domain/identity/session.schema";
import { createAndroidBridge, type AndroidHost } from "./android.bridge-adapter";
import { createIosBridge, type IosHost } from "./ios.bridge-adapter";
import type { OutgoingMessage } from "./native-channel";
import { selectBridge } from "./select-bridge";

const LOGIN = { token: "tok-9", role: 1, userId: 42, companyId: null, phone: "81200000001", userVerified: 1 };

const android = () => {
  const sent: OutgoingMessage[] = [];
  const host: AndroidHost = { GaweBridge: { postMessage: (json: string) => void sent.push(JSON.parse(json) as OutgoingMessage) } };
  const answer = (message: unknown) => host.__gaweBridgeCallback?.(JSON.stringify(message));
  return { host, sent, answer, bridge: createAndroidBridge(host) };
};

const ios = () => {
  const sent: OutgoingMessage[] = [];
  const host: IosHost = { webkit: { messageHandlers: { gawe: { postMessage: (m) => void sent.push(m) } } } };
  return { host, sent, bridge: createIosBridge(host), answer: (m: unknown) => host.__gaweBridgeCallback?.(m) };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe("Android adapter (window.GaweBridge.postMessage(json))", () => {
  it("sends the documented fire-and-forget messages as JSON strings", () => {
    const { bridge, sent } = android();
    bridge.toast("Saved");
    bridge.jump("/jobDetail", { id: "j-1" });
    bridge.close();
    bridge.logout();
    bridge.call("+6281200000001");
    bridge.email("cs@gawe.id", "Help");
    bridge.track("login_success", { method: "otp" });
    bridge.switchRole("provider");
    bridge.setNavigationBar({ title: "Jobs", foreground: "dark" });
    expect(sent).toEqual([
      { method: "toast", payload: { message: "Saved" } },
      { method: "jump", payload: { target: "/jobDetail", params: { id: "j-1" } } },
      { method: "close", payload: {} },
      { method: "logout", payload: {} },
      { method: "call", payload: { phone: "+6281200000001" } },
      { method: "email", payload: { address: "cs@gawe.id", subject: "Help" } },
      { method: "track", payload: { event: "login_success", params: { method: "otp" } } },
      { method: "switchRole", payload: { role: "provider" } },
      { method: "setNavigationBar", payload: { title: "Jobs", foreground: "dark" } },
    ]);
  });

  it("resolves an upload with the decoded answer and reports progress on the way", async () => {
    const { bridge, sent, answer } = android();
    const progress: number[] = [];
    const pending = bridge.upload({ kind: "pdf", maxBytes: 20_000_000, onProgress: (f) => progress.push(f) });
    const request = sent[0];
    expect(request).toMatchObject({ method: "upload", payload: { kind: "pdf", maxBytes: 20_000_000 } });
    expect(request?.payload).not.toHaveProperty("onProgress");
    answer({ id: request?.id, progress: 0.5 });
    answer({ id: request?.id, ok: true, payload: { url: "https://cdn.gawe.id/cv.pdf", fileName: "cv.pdf", mimeType: "application/pdf", sizeBytes: 1200 } });
    expect(await pending).toEqual(
      Result.succeed({ url: "https://cdn.gawe.id/cv.pdf", fileName: "cv.pdf", mimeType: "application/pdf", sizeBytes: 1200 }),
    );
    expect(progress).toEqual([0.5]);
  });

  it("maps native failures to the port's failures", async () => {
    const { bridge, sent, answer } = android();
    const pending = bridge.upload({ kind: "video", maxBytes: 1000 });
    answer({ id: sent[0]?.id, ok: false, error: { code: "FileTooLarge", maxBytes: 1000 } });
    expect(await pending).toEqual(Result.fail({ _tag: "FileTooLarge", maxBytes: 1000 }));
  });

  it("ignores unsolicited, malformed and repeated answers", async () => {
    const { bridge, sent, answer, host } = android();
    const pending = bridge.location();
    const id = sent[0]?.id;
    answer({ id: "someone-else-1", ok: true, payload: { lat: 1, lng: 1 } });
    host.__gaweBridgeCallback?.("not json {");
    host.__gaweBridgeCallback?.({ hello: "world" });
    answer({ id, ok: true, payload: { lat: -6.2, lng: 106.8 } });
    answer({ id, ok: true, payload: { lat: 0, lng: 0 } });
    expect(await pending).toEqual(Result.succeed({ lat: -6.2, lng: 106.8 }));
  });

  it("treats an answer whose payload breaks the schema as a failure, not as data", async () => {
    const { bridge, sent, answer } = android();
    const pending = bridge.upload({ kind: "image" });
    answer({ id: sent[0]?.id, ok: true, payload: { url: "javascript:alert(1)", fileName: "x", mimeType: "image/png", sizeBytes: 1 } });
    expect(await pending).toEqual(Result.fail({ _tag: "UploadFailed" }));
  });

  it("times out a call native never answers", async () => {
    vi.useFakeTimers();
    const { bridge } = android();
    const pending = bridge.location();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pending).toEqual(Result.fail({ _tag: "Timeout" }));
  });

  it("asks native for its login once and adopts only a valid answer to our own request", async () => {
    const { bridge, sent, answer } = android();
    const seen: NativeLoginPayload[] = [];
    bridge.onLogin((p) => seen.push(p));
    bridge.onLogin(() => undefined);
    expect(sent.filter((m) => m.method === "loginState")).toHaveLength(1);
    answer({ id: "forged-1", ok: true, payload: LOGIN });
    answer({ id: sent[0]?.id, ok: true, payload: { ...LOGIN, token: "" } });
    await flush();
    expect(seen).toEqual([]);

    bridge.requestLogin();
    const login = sent.find((m) => m.method === "login");
    answer({ id: login?.id, ok: true, payload: LOGIN });
    await flush();
    expect(seen).toEqual([LOGIN]);
  });

  it("answers dialog and device info from native, with safe fallbacks", async () => {
    const { bridge, sent, answer } = android();
    const dialog = bridge.dialog({ title: "Log out?", message: "Sure?", confirmLabel: "Yes", cancelLabel: "No" });
    answer({ id: sent[0]?.id, ok: true, payload: { confirmed: true } });
    expect(await dialog).toBe(true);
    const info = bridge.deviceInfo();
    answer({ id: sent[1]?.id, ok: true, payload: { platform: "android", appVersion: "2.1.5", model: "Pixel 7" } });
    expect(await info).toEqual({ platform: "android", appVersion: "2.1.5", model: "Pixel 7" });
    const broken = bridge.deviceInfo();
    answer({ id: sent[2]?.id, ok: true, payload: { platform: "windows" } });
    expect(await broken).toEqual({ platform: "android" });
  });
});

describe("iOS adapter (webkit.messageHandlers.gawe)", () => {
  it("posts message objects and accepts object answers", async () => {
    const { bridge, sent, answer } = ios();
    bridge.toast("Halo");
    const share = bridge.share({ title: "Barista", url: "https://m.gawe.id/app/jobDetail?id=1" });
    expect(sent[0]).toEqual({ method: "toast", payload: { message: "Halo" } });
    expect(sent[1]).toMatchObject({ method: "share", payload: { title: "Barista", url: "https://m.gawe.id/app/jobDetail?id=1" } });
    answer({ id: sent[1]?.id, ok: false, error: { code: "Cancelled" } });
    expect(await share).toEqual(Result.fail({ _tag: "Cancelled" }));
    expect(bridge.kind).toBe("ios");
  });
});

describe("adapter selection", () => {
  const browserDeps = () => {
    throw new Error("browser adapter not expected");
  };
  it("picks Android, then iOS, from what the window offers, else the browser fallback", () => {
    expect(selectBridge(android().host, browserDeps).kind).toBe("android");
    expect(selectBridge(ios().host, browserDeps).kind).toBe("ios");
    const fallback = selectBridge({}, () => ({
      window: { dispatchEvent: () => true } as never,
      upload: async () => ({ url: "/api/uploads", headers: async () => ({}) }),
      track: () => undefined,
    }));
    expect(fallback.kind).toBe("browser");
  });
});
