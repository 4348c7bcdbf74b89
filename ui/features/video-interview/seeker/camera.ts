/*
 * The camera and microphone in the page (the new /videoInterview): getUserMedia and MediaRecorder,
 * with the reasons they fail told apart for the screen.
 */

export type CameraProblem = "refused" | "missing" | "unsupported";

/** Why the camera could not be opened, from the DOMException's name (the Media Capture spec's names). */
export const cameraProblemOf = (error: unknown): CameraProblem => {
  const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "refused";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "NotReadableError" || name === "AbortError" || name === "DevicesNotFoundError") return "missing";
  return "unsupported";
};

/** What this browser records (MP4 on Safari, WebM elsewhere): both are formats the uploads endpoint takes for video. */
export const recordingType = (): string | null => {
  if (typeof MediaRecorder === "undefined") return null;
  return ["video/webm;codecs=vp8,opus", "video/webm", "video/mp4"].find((type) => MediaRecorder.isTypeSupported(type)) ?? "";
};

export const openCamera = async (): Promise<MediaStream | CameraProblem> => {
  if (typeof navigator.mediaDevices?.getUserMedia !== "function" || recordingType() === null) return "unsupported";
  try {
    // A small picture: an answer is a talking face, and a minute of it must upload on a phone's signal.
    return await navigator.mediaDevices.getUserMedia({ audio: true, video: { facingMode: "user", width: { ideal: 640 }, height: { ideal: 480 } } });
  } catch (error) {
    return cameraProblemOf(error);
  }
};

export const closeCamera = (stream: MediaStream | null): void => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};
