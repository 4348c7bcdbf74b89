import { Result } from "effect";
import type { ApiError } from "../ports/api-error";
import type { NotLoggedIn } from "../session/not-logged-in";
import type { OutboxEntryBase, OutboxStore, TabLock } from "../ports/outbox.port";

export interface OutboxRules<E extends OutboxEntryBase, A> {
  /** The entry's own id, made on the phone: the server takes a repeated one as the same request. */
  readonly idOf: (entry: E) => string;
  /** Sends it; `entry.tries` counts the sends before this one (0: its first). */
  readonly send: (entry: E) => Promise<Result.Result<A, ApiError | NotLoggedIn>>;
  /** Not to send yet (a punch still finding its location): it and every entry behind it wait for a later flush. */
  readonly holds?: (entry: E) => boolean;
  /** An entry left waiting behind one that could not be sent, as it is kept from now on; null: unchanged. */
  readonly waitsBehind?: (entry: E) => E | null;
}

export interface OutboxWatcher<E, A> {
  /** Every entry on the phone, now and on every change (this tab's or another's). */
  readonly onChange: (entries: readonly E[]) => void;
  /** The server took an entry of the outbox: the entry and the server's answer. */
  readonly onSent?: (entry: E, answer: A) => void;
}

/**
 * Refusals that no retry can change. 401 (a session to renew), 408 and 429 (try later) are not
 * among them: the entry waits.
 */
const isFinalRefusal = (status: number): boolean => status >= 400 && status < 500 && ![401, 408, 429].includes(status);

/**
 * An outbox on the phone and its sender: what a user did with no signal (a punch, issue 22; a chat
 * message, issue 24) is kept, sent in the order it was done, and sent exactly once. Across tabs: a
 * flush runs under the tab lock and reads the stored entries afresh inside it, and an entry leaves
 * storage only once the server answered it, before the lock is let go; so no tab sends what
 * another tab's answer removed. A send whose answer was lost (timeout, killed page) is sent again
 * with the same id, which the server takes as the same request. An entry that cannot be sent now
 * (no connection, no session, a server error) holds every entry behind it: the order is kept.
 * A final refusal is kept with its code until the user has read it (`dismiss`).
 */
export class Outbox<E extends OutboxEntryBase, A> {
  private readonly watchers = new Set<OutboxWatcher<E, A>>();
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly rules: OutboxRules<E, A>,
    private readonly storage: OutboxStore<E>,
    private readonly lock: TabLock,
  ) {
    storage.onExternalChange(() => this.changed());
  }

  /** Keeps a new entry on the phone; nothing is sent before this returns. */
  add(entry: E): void {
    this.storage.put(entry);
    this.changed();
  }

  entries(): readonly E[] {
    return this.storage.list();
  }

  /** Replaces a waiting entry (a punch's location found); one already answered or refused is left as it is. */
  update(id: string, change: (entry: E) => E): void {
    const entry = this.storage.list().find((e) => this.rules.idOf(e) === id);
    if (entry !== undefined && entry.refusal === null) this.storage.put(change(entry));
  }

  watch(watcher: OutboxWatcher<E, A>): () => void {
    this.watchers.add(watcher);
    watcher.onChange(this.storage.list());
    return () => void this.watchers.delete(watcher);
  }

  /** The user has read a refusal: only then does a refused entry leave the phone. */
  dismiss(id: string): void {
    if (this.storage.list().some((e) => this.rules.idOf(e) === id && e.refusal !== null)) {
      this.storage.remove(id);
      this.changed();
    }
  }

  /** Sends what waits; a call during a flush makes that flush go round once more, so nothing added meanwhile waits for the next event. */
  flush(): Promise<void> {
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
    const { idOf, send, holds, waitsBehind } = this.rules;
    for (const stored of this.storage.list()) {
      // Read again: the entry may have been answered by another tab since the list was taken.
      const entry = this.storage.list().find((e) => idOf(e) === idOf(stored));
      if (entry === undefined || entry.refusal !== null) continue;
      if (holds?.(entry) === true) return;
      // Counted before the send: a page killed mid-send sends it next time as one sent before.
      this.storage.put({ ...entry, tries: entry.tries + 1 });
      const answer = await send(entry);
      if (Result.isSuccess(answer)) {
        this.storage.remove(idOf(entry));
        this.changed();
        for (const watcher of [...this.watchers]) watcher.onSent?.(entry, answer.success);
        continue;
      }
      const failure = answer.failure;
      if (failure._tag === "ApiMalformedResponse") {
        // Only a 2xx is malformed (http-client.ts): the server has it.
        this.storage.remove(idOf(entry));
        this.changed();
      } else if (failure._tag === "ApiRejected" && isFinalRefusal(failure.status)) {
        this.storage.put({ ...entry, tries: entry.tries + 1, refusal: { status: failure.status, code: failure.code } });
        this.changed();
      } else {
        // It waits, and so do the entries after it, in the order they were made. The next event flushes again.
        if (waitsBehind !== undefined)
          for (const behind of this.storage.list()) {
            if (idOf(behind) === idOf(entry) || behind.refusal !== null) continue;
            const kept = waitsBehind(behind);
            if (kept !== null) this.storage.put(kept);
          }
        return;
      }
    }
  }

  private changed(): void {
    const entries = this.storage.list();
    for (const watcher of [...this.watchers]) watcher.onChange(entries);
  }
}
