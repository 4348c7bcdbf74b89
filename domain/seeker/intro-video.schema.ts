import { Schema } from "effect";
import { VideoId } from "../shared/ids.schema";
import { SafeUrl } from "../shared/safe-url.schema";
import { IntroVideo } from "./seeker.schema";

/** The seeker's intro video as the app shows it: where it is, how long, and its moderation status. */
export const IntroVideoView = Schema.Struct({
  ...IntroVideo.fields,
  url: SafeUrl,
  durationSeconds: Schema.Number,
});
export type IntroVideoView = typeof IntroVideoView.Type;

/** GET /api/seeker/intro-video: null before the first upload. */
export const MyIntroVideo = Schema.Struct({ video: Schema.NullOr(IntroVideoView) });
export type MyIntroVideo = typeof MyIntroVideo.Type;

/**
 * POST /api/seeker/intro-video: the uploaded file (from POST /api/uploads or the native bridge).
 * Any finite duration decodes; validateIntroVideoDuration (upload.rules.ts) then refuses one over
 * INTRO_VIDEO_MAX_SECONDS with RECORDING_TOO_LONG, a code the app has a text for.
 */
export const UploadIntroVideoRequest = Schema.Struct({
  url: SafeUrl,
  durationSeconds: Schema.Number.pipe(Schema.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))),
});
export type UploadIntroVideoRequest = typeof UploadIntroVideoRequest.Type;

/** GET /api/intro-videos/{videoId}: an approved video, for the public /videoShare page. */
export const PublicIntroVideo = Schema.Struct({ videoId: VideoId, url: SafeUrl, durationSeconds: Schema.Number, fullName: Schema.String });
export type PublicIntroVideo = typeof PublicIntroVideo.Type;
