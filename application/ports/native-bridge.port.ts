import type { Result } from "effect";
import type { DeviceInfo, NativeLoginPayload, RoleId } from "../../domain/identity/session.schema";
import type { GeoPoint } from "../../domain/shared/place.schema";
import { token } from "./token";

/**
 * Everything the web app asks of the native shell (spec section 7). Three adapters implement it:
 * Android JS interface, iOS webkit.messageHandlers and a browser fallback. docs/native-bridge.md
 * documents each call's name and payload for the native teams.
 */
export type MediaKind = "image" | "video" | "audio" | "pdf";

export interface UploadedMedia {
  readonly url: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly sizeBytes: number;
  /** Audio and video only. */
  readonly durationSeconds?: number;
}

export interface UploadRequest {
  readonly kind: MediaKind;
  /** MIME types or extensions the caller accepts, e.g. ["application/pdf", ".docx"]. */
  readonly accept?: readonly string[];
  readonly maxBytes?: number;
  readonly maxDurationSeconds?: number;
  /** 0..1, called while the file travels. */
  readonly onProgress?: (fraction: number) => void;
}

export type BridgeFailure =
  | { readonly _tag: "Cancelled" }
  | { readonly _tag: "PermissionDenied" }
  | { readonly _tag: "Unsupported" }
  | { readonly _tag: "InvalidFileFormat" }
  | { readonly _tag: "FileTooLarge"; readonly maxBytes: number }
  | { readonly _tag: "UploadFailed" }
  | { readonly _tag: "Timeout" };

/** Where the device is: the domain's point plus how sure the device is of it. */
export interface DeviceLocation extends GeoPoint {
  readonly accuracyMeters?: number;
}

export interface DialogRequest {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  /** Omit for an alert with a single button. */
  readonly cancelLabel?: string;
}

export interface NavigationBarStyle {
  readonly title?: string;
  readonly background?: string;
  readonly foreground?: "light" | "dark";
  readonly hidden?: boolean;
}

export interface ShareRequest {
  readonly title: string;
  readonly text?: string;
  readonly url: string;
}

export interface NativeBridge {
  readonly kind: "android" | "ios" | "browser";
  toast(message: string): void;
  /** Open a native screen or a route of ours in a new native page. */
  jump(target: string, params?: Readonly<Record<string, string>>): void;
  /** Close this webview page (browser: history back). */
  close(): void;
  /** Ask the native app to show its login; browser: the caller navigates to /login. */
  requestLogin(): void;
  /** Native login result; payloads are schema-validated and unsolicited ones dropped. */
  onLogin(listener: (payload: NativeLoginPayload) => void): () => void;
  logout(): void;
  upload(request: UploadRequest): Promise<Result.Result<UploadedMedia, BridgeFailure>>;
  location(): Promise<Result.Result<DeviceLocation, BridgeFailure>>;
  call(phoneE164: string): void;
  email(address: string, subject?: string): void;
  share(request: ShareRequest): Promise<Result.Result<void, BridgeFailure>>;
  /** Resolves true when confirmed. */
  dialog(request: DialogRequest): Promise<boolean>;
  track(event: string, params?: Readonly<Record<string, string | number | boolean>>): void;
  switchRole(role: RoleId): void;
  setNavigationBar(style: NavigationBarStyle): void;
  /** Device info from the native callback; browser: derived from navigator. */
  deviceInfo(): Promise<DeviceInfo>;
}
export const NATIVE_BRIDGE = token<NativeBridge>("NativeBridge");

/**
 * The browser fallback has no native UI: it asks the page to show toasts and dialogs by
 * dispatching these DOM events on window; the UI's shell listens and renders them.
 */
export const BROWSER_TOAST_EVENT = "gawe:toast"; // detail: { message: string }
export const BROWSER_DIALOG_EVENT = "gawe:dialog"; // detail: DialogRequest & { resolve(ok: boolean): void }
