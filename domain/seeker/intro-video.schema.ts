import { Schema } from "effect";
import { VideoId } from "../shared/ids.schema";
import { IntroVideo } from "./seeker.schema";

/** The seeker's intro video as the app shows it: where it is, how long, and its moderation status. */
export const IntroVideoView = Schema.Struct({
  ...IntroVideo.fields,
  url: Schema.String,
  durationSeconds: Schema.Number,
});
export type IntroVideoView = typeof IntroVideoView.Type;

/** GET /api/seeker/intro-video: null before the first upload. */
export const MyIntroVideo = Schema.Struct({ video: Schema.NullOr(IntroVideoView) });
export type MyIntroVideo = typeof MyIntroVideo.Type;

/** POST /api/seeker/intro-video: the uploaded file (from POST /api/uploads or the native bridge). */
export const UploadIntroVideoRequest = Schema.Struct({
  url: Schema.String.pipe(Schema.check(Schema.isPattern(/^https?:\/\//), Schema.isMaxLength(500))),
  durationSeconds: Schema.Number.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 600 }))),
});
export type UploadIntroVideoRequest = typeof UploadIntroVideoRequest.Type;

/** GET /api/intro-videos/{videoId}: an approved video, for the public /videoShare page. */
export const PublicIntroVideo = Schema.Struct({ videoId: VideoId, url: Schema.String, durationSeconds: Schema.Number, fullName: Schema.String });
export type PublicIntroVideo = typeof PublicIntroVideo.Type;
