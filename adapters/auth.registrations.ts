import { LogOut } from "../application/auth/log-out.use-case";
import type { AUTH_SERVICES } from "../manifests/auth.manifest";
import { chunkOf, eagerChunkOf, type Chunk } from "./services";

const authChunk = chunkOf<typeof AUTH_SERVICES>();

/** The auth side's factories, one per row of its manifest's `services` (manifests/auth.manifest.ts). */
export const AUTH_CHUNKS = {
  // Eager and Effect-free: logging out must work even when no further chunk can be fetched.
  ...eagerChunkOf<typeof AUTH_SERVICES>()("application/auth/log-out.use-case.ts", { LogOut }, {
    LOG_OUT: ({ AUTH_API, SESSION_STORE, NATIVE_BRIDGE }, m) => new m.LogOut(AUTH_API, SESSION_STORE, NATIVE_BRIDGE),
  }),
  ...authChunk("adapters/http/auth.http-adapter.ts", () => import("./http/auth.http-adapter"), {
    AUTH_API: async ({ API_CLIENT }, m) => new m.AuthHttpAdapter(await API_CLIENT),
  }),
  ...authChunk("adapters/auth.modules.ts", () => import("./auth.modules"), {
    REQUEST_OTP: ({ AUTH_API }, m) => new m.RequestOtp(AUTH_API),
    LOG_IN: ({ AUTH_API, SESSION_STORE }, m) => new m.LogIn(AUTH_API, SESSION_STORE),
    REGISTER: ({ AUTH_API, SESSION_STORE }, m) => new m.Register(AUTH_API, SESSION_STORE),
    SWITCH_ROLE: ({ AUTH_API, SESSION_STORE, NATIVE_BRIDGE }, m) => new m.SwitchRole(AUTH_API, SESSION_STORE, NATIVE_BRIDGE),
    ADOPT_NATIVE_LOGIN: ({ NATIVE_BRIDGE, SESSION_STORE, LANGUAGE_STORE }, m) => new m.AdoptNativeLogin(NATIVE_BRIDGE, SESSION_STORE, LANGUAGE_STORE),
  }),
} satisfies Record<(typeof AUTH_SERVICES)[number]["module"], Chunk>;
