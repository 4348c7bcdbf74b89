import { Result } from "effect";
import { transitionIntroVideo, type IntroVideoEvent, type IntroVideoState } from "../../../domain/seeker/video.machine";
import { apiFailure, type ApiFailure } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import type { StoredIntroVideo } from "../../store/seeker.db-schema";

export const videoOf = (db: Db, userId: string): StoredIntroVideo | undefined => db.introVideos.find((v) => v.userId === userId);

const stateOf = (video: StoredIntroVideo | undefined): IntroVideoState =>
  video === undefined
    ? { status: "none" }
    : video.status === "hidden" || video.status === "deleted"
      ? { status: video.status, reason: video.reason ?? "" }
      : { status: video.status };

/** What the app sees of an intro video (docs/api.md "IntroVideoView"). */
export const videoView = ({ videoId, url, durationSeconds, status, reason }: StoredIntroVideo) => ({
  videoId,
  url,
  durationSeconds,
  status,
  ...(reason === undefined ? {} : { reason }),
});

/**
 * Moves a seeker's intro video with the domain's machine: an upload (new video, in review), or the
 * back office's approve / hide / delete with a reason. Refused transitions answer 409.
 */
export const moveIntroVideo = (
  db: Db,
  current: StoredIntroVideo | undefined,
  event: IntroVideoEvent,
  replacement: StoredIntroVideo,
): { ok: true; next: Db; video: StoredIntroVideo } | { ok: false; failure: ApiFailure } => {
  const moved = transitionIntroVideo(stateOf(current), event);
  if (Result.isFailure(moved))
    return { ok: false, failure: apiFailure("VIDEO_TRANSITION_NOT_ALLOWED", `The intro video is ${current?.status ?? "none"}`, { status: current?.status ?? "none" }) };
  const state = moved.success;
  if (state.status === "none") return { ok: false, failure: apiFailure("VIDEO_TRANSITION_NOT_ALLOWED", "No intro video") };
  const video: StoredIntroVideo = { ...replacement, status: state.status, ...("reason" in state ? { reason: state.reason } : {}) };
  if (!("reason" in state)) delete (video as { reason?: string }).reason;
  return { ok: true, video, next: { ...db, introVideos: [...db.introVideos.filter((v) => v.userId !== video.userId), video] } };
};
