import { PHOTO_MAX_BYTES } from "../../domain/policy/business-constants";
import type { NativeBridge, UploadedMedia } from "../ports/native-bridge.port";

/**
 * Picks and uploads one photo through the native bridge (browser fallback: file input and XHR),
 * checking type and size before a byte leaves the phone, reporting progress from 0 to 1.
 */
export class UploadPhoto {
  constructor(private readonly bridge: NativeBridge) {}

  async execute(onProgress: (fraction: number) => void): ReturnType<NativeBridge["upload"]> {
    // The platform's image formats (the same table the server checks uploads against), loaded on
    // the first pick: the provider home loads these use cases and never uploads.
    const { acceptOf } = await import("../../domain/shared/upload-formats.rules");
    return this.bridge.upload({ kind: "image", accept: acceptOf("image"), maxBytes: PHOTO_MAX_BYTES, onProgress });
  }
}
export type { UploadedMedia };
