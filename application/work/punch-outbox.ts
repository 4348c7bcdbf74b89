import { Result } from "effect";
import type { PunchLocation, WorkDay } from "../../domain/work/work-api.schema";
import type { Clock } from "../ports/clock.port";
import type { OutboxEntry, OutboxStorage, TabLock } from "../ports/punch-outbox.port";
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

/**
 * Refusals that no retry can change: the day is not the seeker's, gone, or the punch breaks a rule.
 * 401 (a session to renew), 408 and 429 (try later) are not among them: the punch waits.
 */
const isFinalRefusal = (status: number): boolean => status >= 400 && status < 500 && ![401, 408, 429].includes(status);

const pendingOf = (entry: OutboxEntry): PendingPunch => ({
  punchId: entry.request.punchId,
  dayId: entry.dayId,
  kind: entry.request.kind,
  phoneTime: entry.request.phoneTime,
  state: entry.refusal === null ? "waiting" : "refused",
  refusalCode: entry.refusal?.code ?? null,
});

/**
 * The phone's outbox of punches and its sender. Exactly once across tabs: a flush runs under the
 * tab lock and reads the stored entries afresh inside it, and an entry leaves storage only once the
 * server answered it, before the lock is let go; so no tab sends what another tab's answer removed.
 * A send whose answer was lost (timeout, killed page) is sent again with the same punch id, which
 * the server takes as the same punch. Every method returns a Promise: it loads on first use
 * (adapters/lazy.ts).
 */
export class PunchOutbox {
  private readonly listeners = new Set<OutboxListener>();
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly api: WorkApi,
    private readonly storage: OutboxStorage,
    private readonly lock: TabLock,
    private readonly clock: Clock,
  ) {
    storage.onExternalChange(() => this.changed());
  }

  /** Keeps a new punch on the phone; nothing is sent before this returns. */
  async add(entry: OutboxEntry): Promise<void> {
    this.storage.put(entry);
    this.changed();
  }

  /** The location of a punch stored while it was being found; too late (already sent without one): nothing changes. */
  async located(punchId: string, location: PunchLocation | null): Promise<void> {
    const entry = this.storage.list().find((e) => e.request.punchId === punchId);
    if (entry?.locatingUntil == null) return;
    this.storage.put({ ...entry, request: { ...entry.request, location }, locatingUntil: null });
  }

  async pending(): Promise<readonly PendingPunch[]> {
    return this.storage.list().map(pendingOf);
  }

  /** Tells `listener` the pending punches now and on every change (this tab's or another's). */
  async watch(listener: OutboxListener): Promise<() => void> {
    this.listeners.add(listener);
    listener.onChange(this.storage.list().map(pendingOf));
    return () => void this.listeners.delete(listener);
  }

  /** The seeker has read a refusal: only then does a refused punch leave the phone. */
  async dismiss(punchId: string): Promise<void> {
    if (this.storage.list().some((e) => e.request.punchId === punchId && e.refusal !== null)) {
      this.storage.remove(punchId);
      this.changed();
    }
  }

  /** Sends what waits; a call during a flush makes that flush go round once more, so nothing added meanwhile waits for the next event. */
  async flush(): Promise<void> {
    if (this.running !== null) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.lock.exclusive(() => this.sendAll());
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sendAll(): Promise<void> {
    for (const stored of this.storage.list()) {
      // Read again: the entry may have been answered by another tab since the list was taken.
      const entry = this.storage.list().find((e) => e.request.punchId === stored.request.punchId);
      if (entry === undefined || entry.refusal !== null) continue;
      // Its location is still being found: it waits, and the punches after it with it.
      if (entry.locatingUntil !== null && entry.locatingUntil > this.clock.now()) return;
      const request = entry.tries > 0 ? { ...entry.request, offline: true } : entry.request;
      // Counted before the send: a page killed mid-send sends it next time as one that waited.
      this.storage.put({ ...entry, tries: entry.tries + 1 });
      const answer = await this.api.punch(entry.dayId, request);
      if (Result.isSuccess(answer)) {
        this.storage.remove(entry.request.punchId);
        this.changed();
        for (const listener of [...this.listeners]) listener.onSent?.(answer.success);
        continue;
      }
      const failure = answer.failure;
      if (failure._tag === "ApiMalformedResponse") {
        // Only a 2xx is malformed (http-client.ts): the server has the punch.
        this.storage.remove(entry.request.punchId);
        this.changed();
      } else if (failure._tag === "ApiRejected" && isFinalRefusal(failure.status)) {
        this.storage.put({ ...entry, tries: entry.tries + 1, refusal: { status: failure.status, code: failure.code } });
        this.changed();
      } else {
        // It waits (no connection, no session, a server error, try later): so do the punches after
        // it, in the order they were tapped, or a clock-out would reach the server before its
        // clock-in and be refused for good. The next event flushes again. Those waiting behind it
        // wait on the phone as it does: each reaches the server marked taken offline too.
        for (const behind of this.storage.list())
          if (behind.request.punchId !== entry.request.punchId && behind.refusal === null && !behind.request.offline)
            this.storage.put({ ...behind, request: { ...behind.request, offline: true } });
        return;
      }
    }
  }

  private changed(): void {
    const pending = this.storage.list().map(pendingOf);
    for (const listener of [...this.listeners]) listener.onChange(pending);
  }
}
