/**
 * The phone's side of an outbox (application/outbox/outbox.ts): what a user did with no signal is
 * kept here until the server has answered it (a punch, issue 22; a chat message, issue 24).
 */

/** A refusal that no retry changes, kept with the entry for its screen. */
export interface OutboxRefusal {
  readonly status: number;
  readonly code: string;
}

/** What every kept entry carries besides its own request: the sends started, and a final refusal. */
export interface OutboxEntryBase {
  readonly tries: number;
  readonly refusal: OutboxRefusal | null;
}

/**
 * Where an outbox's entries live on the phone: they must outlive a reload and a killed webview, and
 * every tab of the app reads the same entries. Writes are synchronous, so an entry is stored before
 * any request for it starts. `id`: the entry's own id, made on the phone (the request's idempotency).
 */
export interface OutboxStore<E> {
  list(): readonly E[];
  /** Adds the entry, or replaces the one with its id. */
  put(entry: E): void;
  remove(id: string): void;
  /** Another tab changed the entries; returns the function that stops listening. */
  onExternalChange(listener: () => void): () => void;
}

/** Runs `task` while no other tab of the app runs one under the same name (an outbox's flush). */
export interface TabLock {
  exclusive<A>(task: () => Promise<A>): Promise<A>;
}

/** What the phone gives an outbox: its storage, the tab lock and the connection's events. */
export interface OutboxDevice<E> {
  readonly storage: OutboxStore<E>;
  readonly lock: TabLock;
  /** Calls `flush` when the connection or the page comes back (online, visibilitychange); returns the stop function. */
  onReconnect(flush: () => void): () => void;
}
