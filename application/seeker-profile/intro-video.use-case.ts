import { Result } from "effect";
import { INTRO_VIDEO_MAX_BYTES, INTRO_VIDEO_MAX_SECONDS } from "../../domain/policy/business-constants";
import type { IntroVideoView } from "../../domain/seeker/intro-video.schema";
import { UploadFailed } from "../../domain/shared/upload.rules";
import type { NotLoggedIn } from "../session/not-logged-in";
import type { ApiError } from "../ports/api-error";
import type { NativeBridge } from "../ports/native-bridge.port";
import type { SeekerApi } from "../ports/seeker-api.port";

/** Recording (or picking) the seeker's intro video and sending it for review; its status and public page read SEEKER_API. */
export class IntroVideo {
  constructor(
    private readonly api: SeekerApi,
    private readonly bridge: NativeBridge,
  ) {}

  /** Records or picks a video through the bridge, uploads it, and sends it for review. */
  async record(onProgress?: (fraction: number) => void): Promise<Result.Result<IntroVideoView | null, UploadFailed | NotLoggedIn | ApiError>> {
    const sent = await this.bridge.upload({ kind: "video", maxBytes: INTRO_VIDEO_MAX_BYTES, maxDurationSeconds: INTRO_VIDEO_MAX_SECONDS, ...(onProgress === undefined ? {} : { onProgress }) });
    if (Result.isFailure(sent)) return sent.failure._tag === "Cancelled" ? Result.succeed(null) : Result.fail(new UploadFailed({ reason: sent.failure._tag }));
    const { url, durationSeconds } = sent.success;
    return this.api.uploadIntroVideo({ url, durationSeconds: durationSeconds ?? 0 });
  }
}
