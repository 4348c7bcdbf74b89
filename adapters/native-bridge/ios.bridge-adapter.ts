import type { NativeBridge } from "../../application/ports/native-bridge.port";
import { createNativeBridge } from "./native.bridge-adapter";
import { createNativeChannel, type CallbackHost, type OutgoingMessage } from "./native-channel";

/** WKScriptMessageHandler registered by the iOS shell under the name "gawe". */
export interface IosHost extends CallbackHost {
  webkit?: { messageHandlers?: { gawe?: { postMessage(message: OutgoingMessage): void } } };
}

/** WebKit structured-clones the object, so it goes as is. */
export const createIosBridge = (win: IosHost): NativeBridge =>
  createNativeBridge(
    "ios",
    createNativeChannel(win, (message) => {
      const handler = win.webkit?.messageHandlers?.gawe;
      if (handler === undefined) throw new Error("gawe message handler vanished");
      handler.postMessage(message);
    }),
  );
