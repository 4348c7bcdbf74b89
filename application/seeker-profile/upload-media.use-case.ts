import { Result } from "effect";
import { AUDIO_RECORDING_MAX_SECONDS, CV_MAX_BYTES, PORTFOLIO_IMAGE_MAX_BYTES } from "../../domain/policy/business-constants";
import type { RecordingTooLong } from "../../domain/shared/upload.rules";
import { acceptOf, FileTooLarge, InvalidFileFormat, UploadFailed, validateAudioDuration, validateCvFile } from "../../domain/shared/upload.rules";
import type { BridgeFailure, NativeBridge, UploadedMedia } from "../ports/native-bridge.port";

export type UploadError = InvalidFileFormat | FileTooLarge | RecordingTooLong | UploadFailed | { readonly _tag: "Cancelled" };

const CV_ACCEPT = acceptOf("pdf");

const fromBridge = (failure: BridgeFailure, fileName: string, allowed: readonly string[]): UploadError => {
  switch (failure._tag) {
    case "Cancelled":
      return { _tag: "Cancelled" };
    case "InvalidFileFormat":
      return new InvalidFileFormat({ fileName, allowed });
    case "FileTooLarge":
      return new FileTooLarge({ sizeBytes: failure.maxBytes + 1, maxBytes: failure.maxBytes });
    default:
      return new UploadFailed({ reason: failure._tag });
  }
};

/**
 * Picks and uploads the seeker's files through the native bridge (browser: file input), checking
 * them with the domain's upload rules: CV PDF / DOC / DOCX up to 20 MB, audio up to 1 minute.
 */
export class UploadSeekerMedia {
  constructor(private readonly bridge: NativeBridge) {}

  async cv(onProgress?: (fraction: number) => void): Promise<Result.Result<UploadedMedia, UploadError>> {
    const sent = await this.bridge.upload({ kind: "pdf", accept: CV_ACCEPT, maxBytes: CV_MAX_BYTES, ...(onProgress === undefined ? {} : { onProgress }) });
    if (Result.isFailure(sent)) return Result.fail(fromBridge(sent.failure, "", ["pdf", "doc", "docx"]));
    const checked = validateCvFile({ name: sent.success.fileName, sizeBytes: sent.success.sizeBytes });
    return Result.isFailure(checked) ? Result.fail(checked.failure) : Result.succeed(sent.success);
  }

  async image(onProgress?: (fraction: number) => void): Promise<Result.Result<UploadedMedia, UploadError>> {
    const sent = await this.bridge.upload({ kind: "image", maxBytes: PORTFOLIO_IMAGE_MAX_BYTES, ...(onProgress === undefined ? {} : { onProgress }) });
    return Result.isFailure(sent) ? Result.fail(fromBridge(sent.failure, "", ["image"])) : Result.succeed(sent.success);
  }

  async audio(onProgress?: (fraction: number) => void): Promise<Result.Result<UploadedMedia, UploadError>> {
    const sent = await this.bridge.upload({ kind: "audio", maxDurationSeconds: AUDIO_RECORDING_MAX_SECONDS, ...(onProgress === undefined ? {} : { onProgress }) });
    if (Result.isFailure(sent)) return Result.fail(fromBridge(sent.failure, "", ["audio"]));
    const checked = validateAudioDuration(sent.success.durationSeconds ?? 0);
    return Result.isFailure(checked) ? Result.fail(checked.failure) : Result.succeed(sent.success);
  }
}
