import { Schema } from "effect";
import type { Clock } from "../../application/ports/clock.port";
import type { OutboxEntry, OutboxStorage, PunchDevice, TabLock } from "../../application/ports/punch-outbox.port";
import { browserOutboxDevice, localStorageEntries, tabLock, type OutboxPlace, type OutboxWindow, type SignedInUser } from "./outbox.storage";
import { PunchRequest } from "../../domain/work/work-api.schema";
import { geolocate } from "../native-bridge/browser.bridge-adapter";
import { clockOffsetStore } from "./clock-offset.storage";
import { PUNCH_OUTBOX_KEY, PUNCH_OUTBOX_LEASE_KEY } from "./storage-keys";

const StoredEntry = Schema.Struct({
  dayId: Schema.String,
  request: PunchRequest,
  tries: Schema.Int,
  refusal: Schema.NullOr(Schema.Struct({ status: Schema.Int, code: Schema.String })),
  locatingUntil: Schema.NullOr(Schema.Number),
});
const decodeEntry = Schema.decodeUnknownOption(StoredEntry);

/** The parts of `window` the punch outbox reads: an outbox's, and the browser's geolocation. */
export type PunchWindow = Omit<OutboxWindow, "navigator"> & {
  readonly navigator: OutboxWindow["navigator"] & { readonly geolocation?: Geolocation };
};

const idOf = (raw: unknown): unknown =>
  typeof raw === "object" && raw !== null && "request" in raw && typeof raw.request === "object" && raw.request !== null && "punchId" in raw.request
    ? raw.request.punchId
    : undefined;

/** Where the punches are kept (adapters/storage/outbox.storage.ts: localStorage, issue 22's decision). */
const PUNCH_PLACE: OutboxPlace<OutboxEntry> = {
  key: PUNCH_OUTBOX_KEY,
  decode: (raw) => {
    const entry = decodeEntry(raw);
    return entry._tag === "Some" ? (entry.value as OutboxEntry) : null;
  },
  rawIdOf: idOf,
  lockName: "gawe.punch-outbox",
  leaseKey: PUNCH_OUTBOX_LEASE_KEY,
};
const punchIdOf = (entry: OutboxEntry): string => entry.request.punchId;

/** The signed-in user's punches as stored, by punch id. */
export const localStorageOutbox = (win: Pick<PunchWindow, "localStorage" | "addEventListener" | "removeEventListener">, user: SignedInUser): OutboxStorage =>
  localStorageEntries(win, PUNCH_PLACE, punchIdOf, user);

/** The punch outbox's flush, one tab at a time (tabLock). */
export const punchTabLock = (win: Pick<PunchWindow, "localStorage" | "navigator">, clock: Clock, owner: string): TabLock => tabLock(win, clock, owner, PUNCH_PLACE);

/** The browser's PunchDevice: what the outbox and ClockPunch need of the phone. */
export const browserPunchDevice = (win: PunchWindow, clock: Clock, owner: string, user: SignedInUser): PunchDevice => ({
  ...browserOutboxDevice(win, clock, owner, PUNCH_PLACE, punchIdOf, user),
  offsets: clockOffsetStore(win.localStorage),
  browserLocation: async () => {
    const found = await geolocate(win);
    return "ok" in found ? found.ok : null;
  },
});
