import type { NativeBridge } from "../../application/ports/native-bridge.port";
import { createAndroidBridge, hasAndroidBridge, type AndroidHost } from "./android.bridge-adapter";
import { createBrowserBridge, type BrowserBridgeDeps } from "./browser.bridge-adapter";
import { createIosBridge, hasIosBridge, type IosHost } from "./ios.bridge-adapter";

/** Picks the adapter from what the window offers: Android interface, iOS handler, else the browser. */
export const selectBridge = (host: AndroidHost & IosHost, browser: () => BrowserBridgeDeps): NativeBridge => {
  if (hasAndroidBridge(host)) return createAndroidBridge(host);
  if (hasIosBridge(host)) return createIosBridge(host);
  return createBrowserBridge(browser());
};
