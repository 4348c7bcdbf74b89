import type { NativeBridge } from "../../application/ports/native-bridge.port";
import type { AndroidHost } from "./android.bridge-adapter";
import { createBrowserBridge, type BrowserBridgeDeps } from "./browser.bridge-adapter";
import { deferredBridge } from "./deferred.bridge";
import type { IosHost } from "./ios.bridge-adapter";

const hasAndroidBridge = (win: AndroidHost): boolean => typeof win.GaweBridge?.postMessage === "function";
const hasIosBridge = (win: IosHost): boolean => typeof win.webkit?.messageHandlers?.gawe?.postMessage === "function";

/**
 * Picks the adapter from what the window offers: Android interface, iOS handler, else the browser.
 * The native adapters load on first use (deferred.bridge.ts).
 */
export const selectBridge = (host: AndroidHost & IosHost, browser: () => BrowserBridgeDeps): NativeBridge => {
  if (hasAndroidBridge(host)) {
    return deferredBridge("android", async () => (await import("./android.bridge-adapter")).createAndroidBridge(host));
  }
  if (hasIosBridge(host)) return deferredBridge("ios", async () => (await import("./ios.bridge-adapter")).createIosBridge(host));
  return createBrowserBridge(browser());
};
