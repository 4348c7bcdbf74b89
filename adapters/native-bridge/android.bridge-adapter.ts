import type { NativeBridge } from "../../application/ports/native-bridge.port";
import { createNativeBridge } from "./native.bridge-adapter";
import { createNativeChannel, type CallbackHost } from "./native-channel";

/** The JS interface the Android shell exposes to our origins only (docs/native-bridge.md). */
export interface AndroidHost extends CallbackHost {
  GaweBridge?: { postMessage(json: string): void };
}

/** Android's JS interface takes strings only, so every message travels as JSON. */
export const createAndroidBridge = (win: AndroidHost): NativeBridge =>
  createNativeBridge(
    "android",
    createNativeChannel(win, (message) => {
      if (win.GaweBridge === undefined) throw new Error("GaweBridge vanished");
      win.GaweBridge.postMessage(JSON.stringify(message));
    }),
  );
