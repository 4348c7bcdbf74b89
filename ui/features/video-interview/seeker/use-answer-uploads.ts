import { useCallback, useEffect, useRef, useState } from "react";
import { CLOCK } from "../../../../application/ports/clock.port";
import { VIDEO_INTERVIEW_API } from "../../../../application/ports/video-interview-api.port";
import { VIDEO_ANSWERS, type KeptVideoAnswer } from "../../../../application/ports/video-answers.port";
import type { VideoInterview } from "../../../../domain/video-interview/video-interview.schema";
import { useService } from "../../../app/container-context";
import type { Recorded } from "./answer-recorder";

/** An answer on its way: its upload's fraction, or `null` once it failed (kept on the phone, sent again). */
export type Sending = ReadonlyMap<number, number | null>;

/**
 * The answers' way to the server (issue 24): a recording made in the page is kept on the phone
 * (VIDEO_ANSWERS) before its upload starts, uploaded whole with progress, recorded on the
 * interview, and only then dropped from the phone. What an earlier visit left on the phone (a
 * reload, a killed page) is sent as the page opens, and what failed is sent again when the
 * connection comes back or on Send again; none is recorded again.
 */
export const useAnswerUploads = (interviewId: string, onRecorded: (interview: VideoInterview) => void) => {
  const api = useService(VIDEO_INTERVIEW_API);
  const phone = useService(VIDEO_ANSWERS);
  const clock = useService(CLOCK);
  const [sending, setSending] = useState<Sending>(new Map());
  // The recordings of this visit, in case the phone could not keep them (no IndexedDB): a retry still has them.
  const inMemory = useRef(new Map<number, KeptVideoAnswer>());
  // Videos the native app uploaded whose naming as the answer failed: named again, never recorded again.
  const uploadedOnly = useRef(new Map<number, { readonly url: string; readonly durationSeconds: number }>());
  const busy = useRef(new Set<number>());
  const recorded = useRef(onRecorded);
  useEffect(() => {
    recorded.current = onRecorded;
  }, [onRecorded]);

  const mark = useCallback((index: number, value: number | null | undefined) => {
    setSending((now) => {
      const next = new Map(now);
      if (value === undefined) next.delete(index);
      else next.set(index, value);
      return next;
    });
  }, []);

  /** Names the uploaded video as the question's answer; true once the server recorded it. */
  const record = useCallback(
    async (index: number, url: string, durationSeconds: number): Promise<boolean> => {
      const saved = await api.recordAnswer(interviewId, { questionIndex: index, url, durationSeconds }).catch(() => null);
      if (saved?._tag !== "Success") return false;
      recorded.current(saved.success);
      return true;
    },
    [api, interviewId],
  );

  const send = useCallback(
    async (answer: KeptVideoAnswer) => {
      const index = answer.questionIndex;
      if (busy.current.has(index)) return;
      busy.current.add(index);
      mark(index, 0);
      try {
        const uploaded = await phone.upload(answer, (fraction) => mark(index, fraction)).catch(() => null);
        const done = uploaded?._tag === "Success" && (await record(index, uploaded.success.url, answer.durationSeconds));
        if (!done) return mark(index, null);
        inMemory.current.delete(index);
        await phone.drop(interviewId, index).catch(() => undefined);
        mark(index, undefined);
      } finally {
        busy.current.delete(index);
      }
    },
    [phone, record, mark, interviewId],
  );

  const name = useCallback(
    async (index: number, video: { readonly url: string; readonly durationSeconds: number }) => {
      mark(index, 1);
      uploadedOnly.current.set(index, video);
      const done = await record(index, video.url, video.durationSeconds);
      if (done) uploadedOnly.current.delete(index);
      mark(index, done ? undefined : null);
    },
    [record, mark],
  );

  const sendKept = useCallback(async () => {
    const kept = await phone.kept(interviewId).catch((): readonly KeptVideoAnswer[] => []);
    const byQuestion = new Map(inMemory.current);
    for (const answer of kept) byQuestion.set(answer.questionIndex, answer);
    for (const answer of byQuestion.values()) await send(answer);
    for (const [index, video] of uploadedOnly.current) await name(index, video);
  }, [phone, interviewId, send, name]);

  useEffect(() => {
    void sendKept();
    const again = () => void sendKept();
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, [sendKept]);

  /** A new recording (or a retake) of question `index`. */
  const add = useCallback(
    async (index: number, answer: Recorded) => {
      if (answer.kind === "uploaded") return name(index, answer);
      const kept: KeptVideoAnswer = { interviewId, questionIndex: index, video: answer.video, mimeType: answer.mimeType, durationSeconds: answer.durationSeconds, recordedAt: clock.now() };
      inMemory.current.set(index, kept);
      // On the phone before a byte leaves it: a reload or a lost connection from here on keeps the answer.
      await phone.keep(kept).catch(() => undefined);
      await send(kept);
    },
    [interviewId, phone, send, name, clock],
  );

  return { sending, add, sendAgain: () => void sendKept(), progressOf: (index: number) => sending.get(index) } as const;
};
