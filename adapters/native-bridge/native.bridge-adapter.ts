import { Result, Schema } from "effect";
import { DeviceInfo, NativeLoginPayload } from "../../domain/identity/session.schema";
import type {
  BridgeFailure,
  NativeBridge,
  UploadedMedia,
} from "../../application/ports/native-bridge.port";
import { DialogAnswerPayload, GeoPointPayload, UploadedMediaPayload } from "./bridge-message.schema";
import type { ChannelFailure, NativeChannel } from "./native-channel";

/** How long each kind of call may wait for native; user-driven calls get long limits. */
export const BRIDGE_TIMEOUTS_MS = {
  loginState: 5_000,
  login: 10 * 60_000,
  upload: 30 * 60_000,
  location: 30_000,
  share: 10 * 60_000,
  dialog: 60 * 60_000,
  deviceInfo: 3_000,
} as const;

const portFailure = (failure: ChannelFailure, fallback: BridgeFailure): BridgeFailure =>
  failure._tag === "NotLoggedIn" ? fallback : failure;

/** A successful answer whose payload does not decode counts as `onInvalid`. */
const decodeWith =
  <A>(schema: Schema.Decoder<A>, onInvalid: BridgeFailure) =>
  (result: Result.Result<unknown, ChannelFailure>): Result.Result<A, BridgeFailure> => {
    if (Result.isFailure(result)) return Result.fail(portFailure(result.failure, onInvalid));
    const decoded = Schema.decodeUnknownResult(schema)(result.success);
    return Result.isSuccess(decoded) ? Result.succeed(decoded.success) : Result.fail(onInvalid);
  };

const decodeLogin = Schema.decodeUnknownResult(NativeLoginPayload);
const decodeDeviceInfo = Schema.decodeUnknownResult(DeviceInfo);

/** The NativeBridge port over a message channel; Android and iOS differ only in how they send. */
export const createNativeBridge = (kind: "android" | "ios", channel: NativeChannel): NativeBridge => {
  const loginListeners = new Set<(payload: NativeLoginPayload) => void>();
  let askedLoginState = false;

  const emitLogin = (result: Result.Result<unknown, ChannelFailure>): void => {
    if (Result.isFailure(result)) return;
    const payload = decodeLogin(result.success);
    if (Result.isFailure(payload)) return;
    for (const listener of [...loginListeners]) listener(payload.success);
  };

  return {
    kind,
    toast: (message) => channel.post("toast", { message }),
    jump: (target, params = {}) => channel.post("jump", { target, params }),
    close: () => channel.post("close"),
    requestLogin: () => {
      void channel.call("login", {}, { timeoutMs: BRIDGE_TIMEOUTS_MS.login }).then(emitLogin);
    },
    onLogin: (listener) => {
      loginListeners.add(listener);
      // The shell may already hold a login when this page opens: ask once.
      if (!askedLoginState) {
        askedLoginState = true;
        void channel.call("loginState", {}, { timeoutMs: BRIDGE_TIMEOUTS_MS.loginState }).then(emitLogin);
      }
      return () => void loginListeners.delete(listener);
    },
    logout: () => channel.post("logout"),
    upload: async ({ onProgress, ...request }) => {
      const answer = await channel.call(
        "upload",
        { ...request },
        { timeoutMs: BRIDGE_TIMEOUTS_MS.upload, ...(onProgress ? { onProgress } : {}) },
      );
      return decodeWith<UploadedMedia>(UploadedMediaPayload, { _tag: "UploadFailed" })(answer);
    },
    location: async () =>
      decodeWith(GeoPointPayload, { _tag: "Unsupported" })(
        await channel.call("location", {}, { timeoutMs: BRIDGE_TIMEOUTS_MS.location }),
      ),
    call: (phoneE164) => channel.post("call", { phone: phoneE164 }),
    email: (address, subject) => channel.post("email", { address, ...(subject === undefined ? {} : { subject }) }),
    share: async (request) => {
      const answer = await channel.call("share", { ...request }, { timeoutMs: BRIDGE_TIMEOUTS_MS.share });
      return Result.isSuccess(answer) ? Result.succeed(undefined) : Result.fail(portFailure(answer.failure, { _tag: "Unsupported" }));
    },
    dialog: async (request) => {
      const answer = decodeWith(DialogAnswerPayload, { _tag: "Unsupported" })(
        await channel.call("dialog", { ...request }, { timeoutMs: BRIDGE_TIMEOUTS_MS.dialog }),
      );
      return Result.isSuccess(answer) && answer.success.confirmed;
    },
    track: (event, params = {}) => channel.post("track", { event, params }),
    switchRole: (role) => channel.post("switchRole", { role }),
    setNavigationBar: (style) => channel.post("setNavigationBar", { ...style }),
    deviceInfo: async () => {
      const answer = await channel.call("deviceInfo", {}, { timeoutMs: BRIDGE_TIMEOUTS_MS.deviceInfo });
      const decoded = Result.isSuccess(answer) ? decodeDeviceInfo(answer.success) : null;
      return decoded !== null && Result.isSuccess(decoded) ? decoded.success : { platform: kind };
    },
  };
};
