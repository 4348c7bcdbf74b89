import type { PunchRequest } from "../../domain/work/work-api.schema";
import type { DeviceLocation } from "./native-bridge.port";

/**
 * A punch kept on the phone until the server has answered it (issue 22: never lost, never
 * doubled). `tries` counts the sends started, so a punch sent again says it waited on the phone
 * (`offline`); a refusal that will never change is kept with its code for the screen, never dropped.
 */
export interface OutboxEntry {
  readonly dayId: string;
  readonly request: PunchRequest;
  readonly tries: number;
  readonly refusal: { readonly status: number; readonly code: string } | null;
  /**
   * Stored at the tap, before its location is known (that may take the bridge half a minute, and a
   * webview killed meanwhile must not lose the tap): it waits for the location until then (phone
   * time), and is sent without one after. Null once located.
   */
  readonly locatingUntil: number | null;
}

/**
 * Where the outbox lives on the phone: it must outlive a reload and a killed webview, and every
 * tab of the app reads the same entries. Writes are synchronous, so a punch is stored before any
 * request for it starts.
 */
export interface OutboxStorage {
  list(): readonly OutboxEntry[];
  /** Adds the entry, or replaces the one with its punch id. */
  put(entry: OutboxEntry): void;
  remove(punchId: string): void;
  /** Another tab changed the entries; returns the function that stops listening. */
  onExternalChange(listener: () => void): () => void;
}

/** Runs `task` while no other tab of the app runs one under the same name (the outbox's flush). */
export interface TabLock {
  exclusive<A>(task: () => Promise<A>): Promise<A>;
}

/** The last learnt server time minus the phone's (ms), kept across reloads; null: never learnt. */
export interface ClockOffsetStore {
  load(): number | null;
}

/** What the phone gives the outbox beside the API: its storage, the tab lock, the clock offset and the connection's events. */
export interface PunchDevice {
  readonly storage: OutboxStorage;
  readonly lock: TabLock;
  readonly offsets: ClockOffsetStore;
  /** Calls `flush` when the connection or the page comes back (online, visibilitychange); returns the stop function. */
  onReconnect(flush: () => void): () => void;
  /** The browser's own geolocation (with its accuracy), the fallback when the native bridge has none; null when refused or unavailable. */
  browserLocation(): Promise<DeviceLocation | null>;
}
