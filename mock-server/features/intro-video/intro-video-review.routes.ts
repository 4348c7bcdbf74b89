import { Schema } from "effect";
import { apiFailure } from "../../http/errors";
import { endpoint, endpointWithBody, fail, type Endpoint, type HandlerContext, type Reply } from "../../http/endpoint";
import { moveIntroVideo, videoView } from "./intro-video.logic";

const ReasonRequest = Schema.Struct({
  reason: Schema.String.pipe(Schema.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(200))),
});

/** The back office moderates an intro video: approve, or hide / delete with a reason. */
const moderate = (ctx: HandlerContext<unknown>, event: { type: "approve" } | { type: "hide" | "delete"; reason: string }): Reply => {
  const { db, params, fromForm } = ctx;
  const video = db.introVideos.find((v) => v.videoId === params.videoId);
  if (video === undefined) return fail(apiFailure("VIDEO_NOT_FOUND", "No such intro video"));
  const moved = moveIntroVideo(db, video, event, video);
  if (!moved.ok) return fail(moved.failure);
  return fromForm ? { status: 303, redirect: "/__dev/", next: moved.next } : { status: 200, json: videoView(moved.video), next: moved.next };
};

/** /__dev endpoints behind the back office's "Intro videos" queue. */
export const introVideoReviewEndpoints = (): Endpoint[] => [
  endpoint({
    method: "POST",
    path: "/__dev/intro-videos/:videoId/approve",
    auth: "none",
    area: "dev",
    summary: "Approve an intro video in review",
    handle: (ctx) => moderate(ctx, { type: "approve" }),
  }),
  endpointWithBody({
    method: "POST",
    path: "/__dev/intro-videos/:videoId/hide",
    auth: "none",
    area: "dev",
    summary: "Hide an intro video, with a reason",
    body: ReasonRequest,
    handle: (ctx) => moderate(ctx, { type: "hide", reason: ctx.body.reason }),
  }),
  endpointWithBody({
    method: "POST",
    path: "/__dev/intro-videos/:videoId/delete",
    auth: "none",
    area: "dev",
    summary: "Delete an intro video, with a reason",
    body: ReasonRequest,
    handle: (ctx) => moderate(ctx, { type: "delete", reason: ctx.body.reason }),
  }),
];
