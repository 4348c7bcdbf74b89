import { randomUUID } from "node:crypto";
import { Result } from "effect";
import { IntroVideoView, MyIntroVideo, PublicIntroVideo, UploadIntroVideoRequest } from "../../../domain/seeker/intro-video.schema";
import { validateIntroVideoDuration } from "../../../domain/shared/upload.rules";
import { toWibIso } from "../../../domain/shared/wib-time";
import { callerCan, callerOf } from "../../http/caller";
import { apiFailure, forbidden } from "../../http/errors";
import { endpoint, endpointWithBody, fail, refuse, type Endpoint } from "../../http/endpoint";
import { profileOf } from "../seeker-profile/seeker-profile.public";
import { moveIntroVideo, videoOf, videoView } from "./intro-video.logic";

/** The seeker's intro video and its public page (docs/api.md "Seeker"). */
export const introVideoEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/seeker/intro-video",
    success: { status: 200, schema: MyIntroVideo },
    auth: "bearer",
    area: "api",
    summary: "The caller's intro video and its moderation status (null before the first upload)",
    handle: ({ db, caller }) => {
      const video = videoOf(db, callerOf(caller).account.userId);
      return { status: 200, json: { video: video === undefined ? null : videoView(video) } };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/seeker/intro-video",
    success: { status: 201, schema: IntroVideoView },
    errors: ["RECORDING_TOO_LONG", "VIDEO_TRANSITION_NOT_ALLOWED", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "Send a recorded or uploaded intro video for review (at most 1 minute; replaces the last one)",
    body: UploadIntroVideoRequest,
    handle: ({ body, db, caller, now }) => {
      const { userId } = callerOf(caller).account;
      if (!callerCan(db, caller, "recordVideo")) return fail(forbidden("Switch to the seeker role to send an intro video"));
      const duration = validateIntroVideoDuration(body.durationSeconds);
      if (Result.isFailure(duration)) return refuse(duration.failure);
      const current = videoOf(db, userId);
      const replacement = { videoId: `v-${randomUUID()}`, userId, url: body.url, durationSeconds: body.durationSeconds, status: "inReview" as const, uploadedAt: toWibIso(now) };
      const moved = moveIntroVideo(db, current, { type: "upload" }, replacement);
      if (!moved.ok) return fail(moved.failure);
      const profile = profileOf(moved.next, userId);
      const next =
        profile === undefined
          ? moved.next
          : { ...moved.next, seekerProfiles: moved.next.seekerProfiles.map((p) => (p.userId === userId ? { ...p, introVideoId: moved.video.videoId as typeof p.introVideoId } : p)) };
      return { status: 201, json: videoView(moved.video), next };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/intro-videos/:videoId",
    success: { status: 200, schema: PublicIntroVideo },
    errors: ["VIDEO_NOT_FOUND"],
    auth: "none",
    area: "api",
    summary: "An approved intro video for its public page",
    handle: ({ db, params }) => {
      const video = db.introVideos.find((v) => v.videoId === params.videoId && v.status === "approved");
      if (video === undefined) return fail(apiFailure("VIDEO_NOT_FOUND", "No approved intro video with this id"));
      const fullName = profileOf(db, video.userId)?.fullName ?? db.accounts.find((a) => a.userId === video.userId)?.fullName ?? "";
      return { status: 200, json: { videoId: video.videoId, url: video.url, durationSeconds: video.durationSeconds, fullName } };
    },
  }),
];
