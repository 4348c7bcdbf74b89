import type { Result } from "effect";
import {
  BROWSER_DIALOG_EVENT,
  BROWSER_TOAST_EVENT,
  type BridgeFailure,
  type DialogRequest,
  type DeviceLocation,
  type NativeBridge,
  type ShareRequest,
} from "../../application/ports/native-bridge.port";
import { acceptFor, checkFile, pickFile, type UploadDocument, type UploadTarget } from "./browser-file-pick";

/** The parts of a browser window the fallback uses; tests hand in a stand-in. */
export interface BrowserHost {
  dispatchEvent(event: Event): boolean;
  readonly navigator: Pick<Navigator, "share" | "clipboard" | "geolocation">;
  readonly location: { assign(url: string): void; readonly origin: string };
  readonly history: { back(): void };
  readonly document: UploadDocument;
}

export interface BrowserBridgeDeps {
  readonly window: BrowserHost;
  /** Where a picked file goes: asked once a file is picked (the hosts table loads with the first request). */
  readonly upload: () => Promise<UploadTarget>;
  readonly makeXhr?: () => XMLHttpRequest;
  /** Analytics sink (the /event API); failures are the sink's business. */
  readonly track: (event: string, params: Readonly<Record<string, string | number | boolean>>) => void;
}

export type BrowserDialogDetail = DialogRequest & { resolve(ok: boolean): void };

const LOCATION_TIMEOUT_MS = 15_000;

// Loaded after the gesture-bound step (file picker, share sheet) has run: an import before it could
// outlast the tap's user activation on a slow network.
const results = () => import("./bridge-results");
const settle = async <A>(outcome: { readonly ok: A } | BridgeFailure): Promise<Result.Result<A, BridgeFailure>> => {
  const { succeed, fail } = await results();
  return "ok" in outcome ? succeed(outcome.ok) : fail(outcome);
};

/** The browser's geolocation with its accuracy; also the punch's fallback inside a native webview (adapters/storage/punch-outbox.storage.ts). */
export const geolocate = (host: { readonly navigator: { readonly geolocation?: Geolocation } }): Promise<{ readonly ok: DeviceLocation } | BridgeFailure> =>
  new Promise((resolve) => {
    const geo = host.navigator.geolocation;
    if (geo === undefined) return resolve({ _tag: "Unsupported" });
    geo.getCurrentPosition(
      (position) =>
        resolve({
          ok: { lat: position.coords.latitude, lng: position.coords.longitude, accuracyMeters: position.coords.accuracy },
        }),
      (error) =>
        resolve(error.code === 1 ? { _tag: "PermissionDenied" } : error.code === 3 ? { _tag: "Timeout" } : { _tag: "Unsupported" }),
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });

/** Web Share API, else the link on the clipboard. */
const shareOrCopy = async (nav: BrowserHost["navigator"], request: ShareRequest): Promise<{ readonly ok: undefined } | BridgeFailure> => {
  if (typeof nav.share === "function") {
    try {
      await nav.share({ title: request.title, url: request.url, ...(request.text === undefined ? {} : { text: request.text }) });
      return { ok: undefined };
    } catch (error) {
      if (error instanceof Error && error.name === "AbortError") return { _tag: "Cancelled" };
    }
  }
  try {
    await nav.clipboard.writeText(request.url);
    return { ok: undefined };
  } catch {
    return { _tag: "Unsupported" };
  }
};

/**
 * The page outside the native app: in-page toasts and dialogs (the UI listens for the DOM events),
 * the browser's own file picker, geolocation, tel:/mailto: links and the Web Share API.
 */
export const createBrowserBridge = (deps: BrowserBridgeDeps): NativeBridge => {
  const host = deps.window;
  const makeXhr = deps.makeXhr ?? (() => new XMLHttpRequest());
  return {
    kind: "browser",
    toast: (message) => void host.dispatchEvent(new CustomEvent(BROWSER_TOAST_EVENT, { detail: { message } })),
    jump: (target, params = {}) => {
      // Only our own pages: a browser has no native screens to open.
      if (!target.startsWith("/") || target.startsWith("//")) return;
      const query = new URLSearchParams(params).toString();
      host.location.assign(query === "" ? target : `${target}${target.includes("?") ? "&" : "?"}${query}`);
    },
    close: () => host.history.back(),
    requestLogin: () => undefined,
    onLogin: () => () => undefined,
    logout: () => undefined,
    upload: async (request) => {
      const file = await pickFile(host.document, acceptFor(request));
      if (file === null) return settle({ _tag: "Cancelled" });
      const refused = checkFile(file, request);
      if (refused !== null) return settle(refused);
      const [{ sendFile }, target] = await Promise.all([import("./browser-upload"), deps.upload()]);
      return sendFile(makeXhr, target, file, request.kind, request.onProgress);
    },
    location: async () => settle(await geolocate(host)),
    call: (phoneE164) => host.location.assign(`tel:${phoneE164.replace(/[^\d+]/g, "")}`),
    email: (address, subject) =>
      host.location.assign(`mailto:${address}${subject === undefined ? "" : `?subject=${encodeURIComponent(subject)}`}`),
    share: async (request) => settle(await shareOrCopy(host.navigator, request)),
    dialog: (request) =>
      new Promise((resolve) => {
        const detail: BrowserDialogDetail = { ...request, resolve };
        host.dispatchEvent(new CustomEvent(BROWSER_DIALOG_EVENT, { detail }));
      }),
    track: (event, params = {}) => deps.track(event, params),
    switchRole: () => undefined,
    setNavigationBar: () => undefined,
    deviceInfo: () => Promise.resolve({ platform: "web" }),
  };
};
