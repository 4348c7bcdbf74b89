import { PHOTO_MAX_BYTES } from "../../domain/policy/business-constants";
import { acceptOf } from "../../domain/shared/upload-formats.rules";
import type { NativeBridge, UploadedMedia } from "../ports/native-bridge.port";

/** The platform's image formats (the same table the server checks uploads against). */
const PHOTO_TYPES = acceptOf("image");

/**
 * Picks and uploads one photo through the native bridge (browser fallback: file input and XHR),
 * checking type and size before a byte leaves the phone, reporting progress from 0 to 1.
 */
export class UploadPhoto {
  constructor(private readonly bridge: NativeBridge) {}

  execute(onProgress: (fraction: number) => void): ReturnType<NativeBridge["upload"]> {
    return this.bridge.upload({ kind: "image", accept: PHOTO_TYPES, maxBytes: PHOTO_MAX_BYTES, onProgress });
  }
}
export type { UploadedMedia };
