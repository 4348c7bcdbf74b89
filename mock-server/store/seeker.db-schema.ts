import { Schema } from "effect";

/** A seeker's intro video and its moderation (the latest upload of each seeker). */
export const StoredIntroVideo = Schema.Struct({
  videoId: Schema.String,
  userId: Schema.String,
  url: Schema.String,
  durationSeconds: Schema.Number,
  status: Schema.Literals(["inReview", "approved", "hidden", "deleted"]),
  reason: Schema.optional(Schema.String),
  uploadedAt: Schema.String,
});
export type StoredIntroVideo = typeof StoredIntroVideo.Type;
