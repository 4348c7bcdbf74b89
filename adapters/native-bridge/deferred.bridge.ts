import type { NativeBridge } from "../../application/ports/native-bridge.port";

/**
 * Inside the native app the Android / iOS adapter (and Effect Schema, with which it checks every
 * message native sends) loads on the first call instead of with the first screen. Calls made
 * meanwhile wait for it in order; fire-and-forget calls lost to a failed load are dropped, as a
 * vanished native object's would be.
 */
export const deferredBridge = (kind: "android" | "ios", load: () => Promise<NativeBridge>): NativeBridge => {
  let loaded: Promise<NativeBridge> | undefined;
  const bridge = () => (loaded ??= load());
  const post = (send: (b: NativeBridge) => void): void => void bridge().then(send, () => undefined);
  return {
    kind,
    toast: (message) => post((b) => b.toast(message)),
    jump: (target, params) => post((b) => b.jump(target, params)),
    close: () => post((b) => b.close()),
    requestLogin: () => post((b) => b.requestLogin()),
    onLogin: (listener) => {
      let stop: (() => void) | undefined;
      let stopped = false;
      post((b) => {
        if (!stopped) stop = b.onLogin(listener);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    logout: () => post((b) => b.logout()),
    upload: async (request) => (await bridge()).upload(request),
    location: async () => (await bridge()).location(),
    call: (phoneE164) => post((b) => b.call(phoneE164)),
    email: (address, subject) => post((b) => b.email(address, subject)),
    share: async (request) => (await bridge()).share(request),
    dialog: async (request) => (await bridge()).dialog(request),
    track: (event, params) => post((b) => b.track(event, params)),
    switchRole: (role) => post((b) => b.switchRole(role)),
    setNavigationBar: (style) => post((b) => b.setNavigationBar(style)),
    deviceInfo: async () => (await bridge()).deviceInfo(),
  };
};
