import type { PunchLocation, WorkDay } from "../../domain/work/work-api.schema";
import type { Clock } from "../ports/clock.port";
import type { OutboxEntry, OutboxStorage, TabLock } from "../ports/punch-outbox.port";
import { Outbox } from "../outbox/outbox";
import type { WorkApi } from "../ports/work-api.port";

/** A punch on the phone as a screen shows it: waiting to send, or refused by the server for good. */
export interface PendingPunch {
  readonly punchId: string;
  readonly dayId: string;
  readonly kind: "in" | "out";
  /** The phone's time of the tap. */
  readonly phoneTime: number;
  readonly state: "waiting" | "refused";
  /** The refusal's API code (its text: the errors table), null while waiting. */
  readonly refusalCode: string | null;
}

export interface OutboxListener {
  readonly onChange: (pending: readonly PendingPunch[]) => void;
  /** The server recorded a punch of the outbox: its day as the server answered it. */
  readonly onSent?: (day: WorkDay) => void;
}

const pendingOf = (entry: OutboxEntry): PendingPunch => ({
  punchId: entry.request.punchId,
  dayId: entry.dayId,
  kind: entry.request.kind,
  phoneTime: entry.request.phoneTime,
  state: entry.refusal === null ? "waiting" : "refused",
  refusalCode: entry.refusal?.code ?? null,
});

/**
 * The phone's outbox of punches and its sender: the one outbox (application/outbox/outbox.ts) with
 * the punch's rules. A punch whose location is still being found waits, and the punches after it
 * with it; a punch sent again, or kept waiting behind one that could not be sent, reaches the
 * server marked taken offline. Every method returns a Promise: it loads on first use
 * (adapters/lazy.ts).
 */
export class PunchOutbox {
  private readonly outbox: Outbox<OutboxEntry, WorkDay>;

  constructor(api: WorkApi, storage: OutboxStorage, lock: TabLock, clock: Clock) {
    this.outbox = new Outbox<OutboxEntry, WorkDay>(
      {
        idOf: (entry) => entry.request.punchId,
        send: (entry) => api.punch(entry.dayId, entry.tries > 0 ? { ...entry.request, offline: true } : entry.request),
        holds: (entry) => entry.locatingUntil !== null && entry.locatingUntil > clock.now(),
        // Those waiting behind one that could not be sent wait on the phone as it does: each reaches the server marked taken offline too.
        waitsBehind: (entry) => (entry.request.offline === true ? null : { ...entry, request: { ...entry.request, offline: true } }),
      },
      storage,
      lock,
    );
  }

  /** Keeps a new punch on the phone; nothing is sent before this returns. */
  async add(entry: OutboxEntry): Promise<void> {
    this.outbox.add(entry);
  }

  /** The location of a punch stored while it was being found; too late (already sent without one): nothing changes. */
  async located(punchId: string, location: PunchLocation | null): Promise<void> {
    this.outbox.update(punchId, (entry) => (entry.locatingUntil === null ? entry : { ...entry, request: { ...entry.request, location }, locatingUntil: null }));
  }

  async pending(): Promise<readonly PendingPunch[]> {
    return this.outbox.entries().map(pendingOf);
  }

  /** Tells `listener` the pending punches now and on every change (this tab's or another's). */
  async watch(listener: OutboxListener): Promise<() => void> {
    return this.outbox.watch({ onChange: (entries) => listener.onChange(entries.map(pendingOf)), onSent: (_entry, day) => listener.onSent?.(day) });
  }

  /** The seeker has read a refusal: only then does a refused punch leave the phone. */
  async dismiss(punchId: string): Promise<void> {
    this.outbox.dismiss(punchId);
  }

  /** Sends what waits (the order kept, exactly once: application/outbox/outbox.ts). */
  async flush(): Promise<void> {
    return this.outbox.flush();
  }
}
