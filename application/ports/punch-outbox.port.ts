import type { PunchRequest } from "../../domain/work/work-api.schema";
import type { DeviceLocation } from "./native-bridge.port";
import type { OutboxDevice, OutboxEntryBase, OutboxStore } from "./outbox.port";

export type { TabLock } from "./outbox.port";

/**
 * A punch kept on the phone until the server has answered it (issue 22: never lost, never
 * doubled). `tries` counts the sends started, so a punch sent again says it waited on the phone
 * (`offline`); a refusal that will never change is kept with its code for the screen, never dropped.
 */
export interface OutboxEntry extends OutboxEntryBase {
  readonly dayId: string;
  readonly request: PunchRequest;
  /**
   * Stored at the tap, before its location is known (that may take the bridge half a minute, and a
   * webview killed meanwhile must not lose the tap): it waits for the location until then (phone
   * time), and is sent without one after. Null once located.
   */
  readonly locatingUntil: number | null;
}

/** Where the punches live on the phone (application/ports/outbox.port.ts), by punch id. */
export type OutboxStorage = OutboxStore<OutboxEntry>;

/** The last learnt server time minus the phone's (ms), kept across reloads; null: never learnt. */
export interface ClockOffsetStore {
  load(): number | null;
}

/** What the phone gives the punch outbox beside the API: an outbox's device, the clock offset and the browser's geolocation. */
export interface PunchDevice extends OutboxDevice<OutboxEntry> {
  readonly offsets: ClockOffsetStore;
  /** The browser's own geolocation (with its accuracy), the fallback when the native bridge has none; null when refused or unavailable. */
  browserLocation(): Promise<DeviceLocation | null>;
}
