import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NATIVE_BRIDGE, type BridgeFailure } from "../../../../application/ports/native-bridge.port";
import { INTRO_VIDEO_MAX_BYTES } from "../../../../domain/policy/business-constants";
import { useService } from "../../../app/container-context";
import { Button } from "../../../design-system/button";
import { formatCountdown } from "../../../shared/format/countdown";
import { closeCamera, openCamera, recordingType, type CameraProblem } from "./camera";
import { useSecondsLeft } from "./use-seconds-left";

/** What one recording gives: a video on the phone (the page's camera), or one the native app already uploaded (its camera). */
export type Recorded =
  | { readonly kind: "onPhone"; readonly video: Blob; readonly mimeType: string; readonly durationSeconds: number }
  | { readonly kind: "uploaded"; readonly url: string; readonly durationSeconds: number };

export interface RecorderProps {
  readonly question: string;
  readonly number: number;
  readonly total: number;
  readonly thinkSeconds: number;
  readonly answerSeconds: number;
  readonly onRecorded: (recorded: Recorded) => void;
}

/** Why the camera or microphone cannot be used, and how to allow it, with Try again. */
export function CameraHelp({ problem, inApp, onRetry }: { readonly problem: CameraProblem; readonly inApp: boolean; readonly onRetry: () => void }) {
  const { t } = useTranslation("videoInterviewSeeker");
  return (
    <section className="vis-help stack" role="alert" aria-labelledby="vis-help-title">
      <h2 id="vis-help-title">{t(`camera.${problem}.title`)}</h2>
      <p>{t(`camera.${problem}.line`)}</p>
      {problem === "refused" && <p>{t(inApp ? "camera.refused.howApp" : "camera.refused.howBrowser")}</p>}
      <Button block onClick={onRetry}>
        {t("camera.tryAgain")}
      </Button>
    </section>
  );
}

/** The question and the phase's countdown; a visible timer that screen readers are told of at the phase's moments only (`announce`). */
function QuestionPanel({ props, phase, left, announce, children }: { readonly props: RecorderProps; readonly phase: "think" | "record"; readonly left: number; readonly announce: string; readonly children?: React.ReactNode }) {
  const { t } = useTranslation("videoInterviewSeeker");
  return (
    <section className="vis-question stack" aria-labelledby="vis-question-text">
      <p className="muted">{t("question.label", { number: props.number, total: props.total })}</p>
      <h2 id="vis-question-text" className="vis-question__text">
        {props.question}
      </h2>
      <p className={`vis-phase vis-phase--${phase}`}>
        <span>{t(phase === "think" ? "think.title" : "record.title")}</span>
        <span role="timer" aria-label={t("record.timeLeft")} className="vis-phase__time">
          {formatCountdown(left * 1000)}
        </span>
      </p>
      {children}
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </section>
  );
}

/**
 * The new page's recorder: the page's own camera (getUserMedia) with its preview, think time then
 * answer time as countdowns, Stop early; the answer stays a file on the phone for the caller to keep and send.
 */
export function PageRecorder(props: RecorderProps) {
  const { t } = useTranslation("videoInterviewSeeker");
  const { thinkSeconds, answerSeconds, onRecorded, number } = props;
  const [camera, setCamera] = useState<MediaStream | CameraProblem | "opening">("opening");
  const [phase, setPhase] = useState<"think" | "record">("think");
  const [announce, setAnnounce] = useState("");
  const preview = useRef<HTMLVideoElement>(null);
  const recorder = useRef<{ readonly media: MediaRecorder; readonly startedAt: number } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let gone = false;
    void openCamera().then((opened) => {
      if (gone) return closeCamera(typeof opened === "string" ? null : opened);
      if (typeof opened !== "string") {
        stream = opened;
        setAnnounce(t("think.announce", { number, seconds: thinkSeconds }));
      }
      setCamera(opened);
    });
    return () => {
      gone = true;
      if (recorder.current?.media.state === "recording") recorder.current.media.stop();
      closeCamera(stream);
    };
  }, [attempt, t, number, thinkSeconds]);

  const stream = typeof camera === "string" ? null : camera;
  useEffect(() => {
    if (preview.current !== null && stream !== null) preview.current.srcObject = stream;
  }, [stream]);

  const start = useCallback(() => {
    if (stream === null || recorder.current !== null) return;
    const type = recordingType() ?? "";
    const media = new MediaRecorder(stream, type === "" ? {} : { mimeType: type });
    const chunks: Blob[] = [];
    media.addEventListener("dataavailable", (event) => event.data.size > 0 && chunks.push(event.data));
    media.addEventListener("stop", () => {
      const startedAt = recorder.current?.startedAt ?? performance.now();
      const seconds = Math.min(answerSeconds, Math.round((performance.now() - startedAt) / 100) / 10);
      const mimeType = (media.mimeType || type || "video/webm").split(";")[0] ?? "video/webm";
      onRecorded({ kind: "onPhone", video: new Blob(chunks, { type: mimeType }), mimeType, durationSeconds: seconds });
    });
    media.start(1000);
    recorder.current = { media, startedAt: performance.now() };
    setPhase("record");
    setAnnounce(t("record.announce", { seconds: answerSeconds }));
  }, [stream, answerSeconds, onRecorded, t]);

  const stop = useCallback(() => {
    if (recorder.current?.media.state === "recording") {
      setAnnounce(t("record.stopped"));
      recorder.current.media.stop();
    }
  }, [t]);

  const thinkLeft = useSecondsLeft(thinkSeconds, stream !== null && phase === "think", start);
  const answerLeft = useSecondsLeft(answerSeconds, phase === "record", stop);
  // Said once as the last 10 seconds begin, not every second.
  const said = phase === "record" && answerLeft <= 10 && answerLeft > 0 && answerSeconds > 10 ? t("record.tenLeft") : announce;

  if (camera === "opening") return <p role="status">{t("record.preparing")}</p>;
  if (typeof camera === "string") return <CameraHelp problem={camera} inApp={false} onRetry={() => (setCamera("opening"), setAttempt((n) => n + 1))} />;
  return (
    <QuestionPanel props={props} phase={phase} left={phase === "think" ? thinkLeft : answerLeft} announce={said}>
      <video ref={preview} className={`vis-preview${phase === "record" ? " vis-preview--live" : ""}`} autoPlay muted playsInline aria-hidden="true" />
      {phase === "think" ? (
        <Button block onClick={start}>
          {t("think.recordNow")}
        </Button>
      ) : (
        <Button block variant="secondary" onClick={stop}>
          {t("record.stop")}
        </Button>
      )}
    </QuestionPanel>
  );
}

const problemOfBridge = (failure: BridgeFailure): CameraProblem | null =>
  failure._tag === "PermissionDenied" ? "refused" : failure._tag === "Unsupported" ? "unsupported" : null;

/**
 * The old page's recorder (app versions before 2.0.3, whose webview does not give the page the
 * camera): think time in the page, then the native camera through the bridge's `upload` (kind
 * video, at most the answer's seconds), which records and uploads the answer itself.
 */
export function BridgeRecorder(props: RecorderProps) {
  const { t } = useTranslation(["videoInterviewSeeker", "errors"]);
  const bridge = useService(NATIVE_BRIDGE);
  const { thinkSeconds, answerSeconds, onRecorded, number } = props;
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  // 0..1 while the native app uploads what its camera recorded.
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [opening, setOpening] = useState(false);
  const open = useCallback(async () => {
    if (opening) return;
    setOpening(true);
    setFailed(false);
    const sent = await bridge.upload({ kind: "video", maxBytes: INTRO_VIDEO_MAX_BYTES, maxDurationSeconds: answerSeconds, onProgress: setProgress });
    setOpening(false);
    setProgress(null);
    if (sent._tag === "Success") return onRecorded({ kind: "uploaded", url: sent.success.url, durationSeconds: Math.min(answerSeconds, sent.success.durationSeconds ?? answerSeconds) });
    if (sent.failure._tag === "Cancelled") return;
    const cause = problemOfBridge(sent.failure);
    if (cause === null) setFailed(true);
    else setProblem(cause);
  }, [bridge, answerSeconds, onRecorded, opening]);
  const [thinking, setThinking] = useState(true);
  const left = useSecondsLeft(thinkSeconds, thinking, () => {
    setThinking(false);
    void open();
  });
  if (problem !== null) return <CameraHelp problem={problem} inApp={bridge.kind !== "browser"} onRetry={() => (setProblem(null), void open())} />;
  return (
    <QuestionPanel props={props} phase="think" left={left} announce={t("think.announce", { number, seconds: thinkSeconds })}>
      {failed && (
        <p role="alert" className="vis-kept">
          {t("errors:error.upload.failed")}
        </p>
      )}
      {progress !== null && (
        <p role="status">
          {t("answers.sending", { percent: Math.round(progress * 100) })}
          <progress className="vis-progress" max={1} value={progress} aria-hidden="true" />
        </p>
      )}
      <Button block pending={opening} pendingLabel={t("record.preparing")} onClick={() => (setThinking(false), void open())}>
        {t("record.openCamera")}
      </Button>
    </QuestionPanel>
  );
}
