import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { CLOCK_PUNCH, PUNCH_OUTBOX } from "../../../application/work/clock-punch.tokens";
import type { PunchOutcome } from "../../../application/work/clock-punch.use-case";
import type { PendingPunch } from "../../../application/work/punch-outbox";
import type { WorkDay } from "../../../domain/work/work-api.schema";
import { useService } from "../../app/container-context";

/** What a tap became; `notKept`: the punch could not even be stored on the phone (its code not loaded, storage off): say so, the seeker taps again. */
export type TapOutcome = PunchOutcome | { readonly kind: "notKept" };

export interface PunchOutboxView {
  /** Every punch on the phone: waiting to send, or refused (with its code) until dismissed. */
  readonly pending: readonly PendingPunch[];
  /** Clock in or out of a day: stored on the phone first, then sent (issue 22). */
  readonly punch: (dayId: string, kind: "in" | "out") => Promise<TapOutcome>;
  /** The seeker has read a refusal: it leaves the phone. */
  readonly dismiss: (punchId: string) => Promise<void>;
}

/**
 * The punch outbox for a screen (the clock button, issue 22). Mounting it loads the outbox's
 * chunk and the tap's use case, so a tap later does not wait for them, with no signal either (and
 * the chunk is precached for a start with no signal).
 * `onSent`: a punch of the outbox reached the server (now or later, this tab or another), with its
 * day as the server answered: the screen refreshes what it shows of that day.
 */
export const usePunchOutbox = (onSent?: (day: WorkDay) => void): PunchOutboxView => {
  const outbox = useService(PUNCH_OUTBOX);
  const clockPunch = useService(CLOCK_PUNCH);
  const [pending, setPending] = useState<readonly PendingPunch[]>([]);
  const sentEvent = useEffectEvent((day: WorkDay) => onSent?.(day));
  // The tap's use case too, not only the outbox: a first tap with no signal finds it loaded.
  useEffect(() => void clockPunch.ready().catch(() => undefined), [clockPunch]);
  useEffect(() => {
    let live = true;
    let stop: (() => void) | null = null;
    outbox.watch({ onChange: (now) => live && setPending(now), onSent: (day) => live && sentEvent(day) }).then(
      (stopWatching) => {
        if (live) stop = stopWatching;
        else stopWatching();
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [outbox]);
  const punch = useCallback(
    (dayId: string, kind: "in" | "out"): Promise<TapOutcome> => clockPunch.execute(dayId, kind).catch(() => ({ kind: "notKept" }) as const),
    [clockPunch],
  );
  const dismiss = useCallback((punchId: string) => outbox.dismiss(punchId).catch(() => undefined), [outbox]);
  return { pending, punch, dismiss };
};

/** The punches of one working day still on the phone ('waiting to send', or refused). */
export const usePendingPunches = (dayId: string): readonly PendingPunch[] => {
  const { pending } = usePunchOutbox();
  return pending.filter((p) => p.dayId === dayId);
};
