import { ADOPT_NATIVE_LOGIN } from "../application/auth/auth.tokens";
import { CLOCK, type Clock } from "../application/ports/clock.port";
import { NATIVE_BRIDGE, type NativeBridge } from "../application/ports/native-bridge.port";
import {
  LANGUAGE_STORE,
  SESSION_STORE,
  type LanguageStore,
  type SessionStore,
} from "../application/ports/session-store.port";
import { token, type Resolver } from "../application/ports/token";
import { browserLanguage, DEFAULT_LANGUAGE } from "../domain/identity/language";
import { systemClock } from "./clock/system-clock";
import { createChildContainer, registerOn, type AppContainer } from "./container";
import { DEV_APP_SECRET } from "./http/app-secret";
import type { Endpoints } from "./http/hosts.config";
import type { DeviceKind, HttpClient } from "./http/http-client";
import { AUTH_CHUNKS } from "./auth.registrations";
import type { AndroidHost } from "./native-bridge/android.bridge-adapter";
import type { BrowserHost } from "./native-bridge/browser.bridge-adapter";
import type { IosHost } from "./native-bridge/ios.bridge-adapter";
import type { PunchWindow } from "./storage/punch-outbox.storage";
import { selectBridge } from "./native-bridge/select-bridge";
import { OFFERS_CHUNKS } from "./offers.registrations";
import { TALENT_CHUNKS } from "./talent.registrations";
import { WALLET_CHUNKS } from "./wallet.registrations";
import { CHAT_CHUNKS } from "./chat.registrations";
import { INTERVIEWS_CHUNKS } from "./interviews.registrations";
import { VIDEO_INTERVIEW_SEEKER_CHUNKS } from "./video-interview-seeker.registrations";
import { WORK_CHUNKS } from "./work.registrations";
import { PROVIDER_CHUNKS } from "./provider.registrations";
import { SEEKER_CHUNKS } from "./seeker.registrations";
import { API_CLIENT, CHAT_DEVICE, PUNCH_DEVICE, registerServices, type ServiceValues } from "./services";
import { PUNCH_OUTBOX } from "../application/work/clock-punch.tokens";
import { saveClockOffset } from "./storage/clock-offset.storage";
import { CHAT_OUTBOX_KEY, PUNCH_OUTBOX_KEY } from "./storage/storage-keys";
import { CHAT_OUTBOX } from "../application/chat/chat.tokens";
import { SHELL_CHUNKS } from "./shell.registrations";
import { CookieLanguageStore, type CookieDocument } from "./storage/language.cookie-adapter";
import { LocalStorageSessionStore, type StorageWindow } from "./storage/session.local-storage-adapter";

/*
 * Startup loads no Effect: the HTTP client, the auth adapter and use cases and the native adapters
 * are imported on first use, so /app/login paints from React, the router and i18next alone (the
 * stored session's check is generated, no Effect: docs/performance.md). Everything the UI resolves is
 * registered here, once: the platform's ports by hand, every side's services from its
 * manifest's rows (docs/architecture.md, "The container").
 */

/** Everything the default adapters read from the browser; tests hand in a stand-in. */
export type AppWindow = StorageWindow &
  AndroidHost &
  IosHost &
  Omit<BrowserHost, "document" | "navigator" | "location"> & {
    readonly document: BrowserHost["document"] & CookieDocument;
    readonly navigator: BrowserHost["navigator"] & { readonly onLine: boolean; readonly languages?: readonly string[] };
    readonly location: BrowserHost["location"] & { readonly hostname: string };
  };

export interface ContainerOverrides {
  readonly window?: AppWindow;
  readonly fetch?: typeof fetch;
  readonly secret?: string;
  /** Test mode skips the Android userCenter ping; defaults to Vite's mode "test" or VITE_TEST_MODE. */
  readonly testMode?: boolean;
  /** Replace one of the platform's ports outright. */
  readonly sessionStore?: SessionStore;
  readonly languageStore?: LanguageStore;
  readonly clock?: Clock;
  readonly nativeBridge?: NativeBridge;
  /** Replace a service the manifests list (its token's export name: adapters/services.ts). */
  readonly services?: ServiceValues;
}

interface AppSettings {
  readonly window: () => AppWindow;
  readonly endpoints: () => Promise<Endpoints>;
  readonly testMode: boolean;
}

/** Adapter-internal tokens: the UI never resolves these. */
const APP_SETTINGS = token<AppSettings>("AppSettings");
const EVENT_CLIENT = token<Promise<HttpClient>>("EventClient");


const envString = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;

const deviceOf = (bridge: NativeBridge): DeviceKind => (bridge.kind === "browser" ? "web" : bridge.kind);

/**
 * A new tsyringe child container (adapters/container.ts) with every port and use case registered
 * against its token: `useValue` for what tests hand in, caching `useFactory` for the rest.
 */
export function createContainer(overrides: ContainerOverrides = {}): AppContainer {
  const c = createChildContainer();
  const register = registerOn(c);
  const env = import.meta.env;
  const secret = overrides.secret ?? envString(env.VITE_APP_SECRET) ?? DEV_APP_SECRET;
  const testMode = overrides.testMode ?? (env.MODE === "test" || envString(env.VITE_TEST_MODE) === "1");
  const win = (): AppWindow => {
    const found = overrides.window ?? (globalThis as { window?: AppWindow }).window;
    if (found === undefined) throw new Error("createContainer: no window; pass overrides.window");
    return found;
  };
  let endpoints: Promise<Endpoints> | undefined;
  const settings: AppSettings = {
    window: win,
    // Loaded with the first request, beside the HTTP client, not with the first screen.
    endpoints: () => (endpoints ??= import("./http/hosts.config").then(({ endpointsFor }) => endpointsFor(win().location))),
    testMode,
  };
  c.register(APP_SETTINGS, { useValue: settings });

  const makeClient = (base: (e: Endpoints) => string) => async (r: Resolver) => {
    const [{ createHttpClient }, endpoints] = await Promise.all([import("./http/http-client"), settings.endpoints()]);
    return createHttpClient({
      apiBase: base(endpoints),
      secret,
      fetch: overrides.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      device: () => deviceOf(r.resolve(NATIVE_BRIDGE)),
      // The language the app shows (ui/main.tsx): a first visit follows the browser's.
      language: () => r.resolve(LANGUAGE_STORE).load() ?? r.resolve(SESSION_STORE).load()?.language ?? browserLanguage(win().navigator.languages ?? []) ?? DEFAULT_LANGUAGE,
      isOnline: () => win().navigator.onLine !== false,
      // Authenticated calls carry the stored session's token; no use case hands it over.
      authToken: () => r.resolve(SESSION_STORE).load()?.token ?? null,
      // Every answer teaches the server's clock; a punch taken offline carries it (issue 22).
      now: () => r.resolve(CLOCK).now(),
      onClockOffset: (offsetMs) => saveClockOffset(win().localStorage, offsetMs),
    });
  };
  register(API_CLIENT, makeClient((e) => e.apiBase));
  register(EVENT_CLIENT, makeClient((e) => e.eventBase));

  register(CLOCK, () => systemClock, overrides.clock);
  // An outbox shows and sends the signed-in user's entries only (adapters/storage/outbox.storage.ts).
  const signedInUser = (r: Resolver) => () => r.resolve(SESSION_STORE).load()?.userId ?? null;
  // The real window has everything PunchWindow names (the outbox's storage, events, Web Locks, geolocation).
  register(PUNCH_DEVICE, async (r) =>
    (await import("./work-punch.modules")).browserPunchDevice(win() as unknown as PunchWindow, r.resolve(CLOCK), Math.random().toString(36).slice(2), signedInUser(r)),
  );
  // The chat's outbox (issue 24) on the same window: its messages apart from the punches, under a lock of its own.
  register(CHAT_DEVICE, async (r) =>
    (await import("./chat.modules")).browserChatDevice(win() as unknown as PunchWindow, r.resolve(CLOCK), Math.random().toString(36).slice(2), signedInUser(r)),
  );
  register(SESSION_STORE, () => new LocalStorageSessionStore(win()), overrides.sessionStore);
  register(LANGUAGE_STORE, () => new CookieLanguageStore(win().document), overrides.languageStore);
  register(
    NATIVE_BRIDGE,
    (r) =>
      selectBridge(win(), () => ({
        window: win(),
        upload: async () => ({
          url: `${(await settings.endpoints()).apiBase}/uploads`,
          headers: async () => (await r.resolve(API_CLIENT)).headers(),
        }),
        track: (name, params) =>
          void r
            .resolve(EVENT_CLIENT)
            .then((client) => client.request({ method: "POST", path: "/track", body: { name, params }, schema: null }))
            .catch(() => undefined),
      })),
    overrides.nativeBridge,
  );

  // Every side's services, from the factory tables its manifest's rows hold (adapters/services.ts).
  registerServices(register, [SHELL_CHUNKS, AUTH_CHUNKS, SEEKER_CHUNKS, PROVIDER_CHUNKS, OFFERS_CHUNKS, WORK_CHUNKS, WALLET_CHUNKS, CHAT_CHUNKS, INTERVIEWS_CHUNKS, TALENT_CHUNKS, VIDEO_INTERVIEW_SEEKER_CHUNKS], overrides.services);
  return c;
}

/** Whether an outbox (its storage key) holds something an earlier page left on the phone. */
const hasWaiting = (win: AppWindow, key: string): boolean => {
  try {
    return win.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
};

/**
 * What ui/main.tsx calls once, after createContainer and before rendering: reads the stored
 * session and checks it in full before anything uses it (one that fails is dropped: logged out),
 * adopts a native login (now and whenever native
 * reports one; a plain browser has none) and, on Android outside test mode, pings userCenter (spec
 * section 7; the answer is ignored and failures are silent). Resolves to a stop function.
 */
export async function startApp(container: Resolver): Promise<() => void> {
  const sessions = container.resolve(SESSION_STORE);
  if (sessions instanceof LocalStorageSessionStore) sessions.restore();
  // Punches and chat messages an earlier page left on the phone go as soon as this one starts; none: nothing loads.
  const win = container.resolve(APP_SETTINGS).window();
  if (hasWaiting(win, PUNCH_OUTBOX_KEY)) void container.resolve(PUNCH_OUTBOX).flush().catch(() => undefined);
  if (hasWaiting(win, CHAT_OUTBOX_KEY)) void container.resolve(CHAT_OUTBOX).flush().catch(() => undefined);
  const bridge = container.resolve(NATIVE_BRIDGE);
  if (bridge.kind === "browser") return () => undefined;
  const adopting = container.resolve(ADOPT_NATIVE_LOGIN).start();
  if (bridge.kind === "android" && !container.resolve(APP_SETTINGS).testMode) {
    const client = container.resolve(API_CLIENT);
    void import("./http/auth.http-adapter")
      .then(async ({ pingUserCenter }) => pingUserCenter(await client))
      .catch(() => undefined);
  }
  return () => void adopting.then((stop) => stop()).catch(() => undefined);
}

/** Compile-time proof that a real browser window fits what the adapters read. */
export const asAppWindow = (w: Window & typeof globalThis): AppWindow => w;
