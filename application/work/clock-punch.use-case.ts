import { Result } from "effect";
import type { PunchId, PunchLocation, PunchRequest, WorkDay } from "../../domain/work/work-api.schema";
import type { Clock } from "../ports/clock.port";
import type { DeviceLocation, NativeBridge } from "../ports/native-bridge.port";
import type { PunchDevice } from "../ports/punch-outbox.port";
import type { PunchOutbox } from "./punch-outbox";

/** What became of a tap: recorded by the server, kept on the phone to send later, or refused for good. */
export type PunchOutcome =
  | { readonly kind: "sent"; readonly punchId: string; readonly day: WorkDay | null }
  | { readonly kind: "waiting"; readonly punchId: string }
  | { readonly kind: "refused"; readonly punchId: string; readonly code: string };

/** PunchLocation's bound: a coarser fix (a network's guess) is sent at it rather than refused by the schema, so the punch still goes. */
const MAX_ACCURACY_METERS = 100_000;

const locationOf = (found: DeviceLocation, source: PunchLocation["source"]): PunchLocation => ({
  point: { lat: found.lat, lng: found.lng },
  accuracyMeters: Math.min(found.accuracyMeters ?? 0, MAX_ACCURACY_METERS),
  source,
});

/**
 * How long a stored punch waits for its location: the native bridge's wait (30 s) and then the
 * browser's (15 s), with a margin. A tap whose page died meanwhile is sent without one after it.
 */
export const LOCATING_MAX_MS = 60_000;

/** A v4 UUID: crypto.randomUUID where the page is a secure context, else from getRandomValues (which every browser has). */
export const newPunchId = (): string => {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * Clock in or out of a working day (issue 22). The tap's time is the phone's, taken first; the
 * location comes from the native bridge, else the browser's geolocation, else none (the punch
 * still counts, flagged by the server). The punch gets its id here, once, and is stored in the
 * outbox at the tap, before its location is found and before anything is sent, so a lost answer, a
 * reload or a second tab never makes a second punch of one tap, and a killed page never loses one.
 */
export class ClockPunch {
  constructor(
    private readonly outbox: PunchOutbox,
    private readonly bridge: NativeBridge,
    private readonly device: PunchDevice,
    private readonly clock: Clock,
    private readonly newId: () => string = newPunchId,
  ) {}

  /**
   * Nothing to do: calling it loads the use case (a lazy service: its chunk and what it is built
   * from) while the screen still has signal, so the first tap with none does not need the network
   * to exist (lib/load-once.ts asks for no chunk offline without the offline shell).
   */
  async ready(): Promise<void> {}

  async execute(dayId: string, kind: "in" | "out"): Promise<PunchOutcome> {
    const phoneTime = this.clock.now();
    const request: PunchRequest = {
      punchId: this.newId() as PunchId,
      kind,
      phoneTime,
      clockOffsetMs: this.device.offsets.load(),
      offline: false,
      location: null,
    };
    const punchId: string = request.punchId;
    // Kept at once, before the location, which may take half a minute: a webview killed meanwhile keeps the tap.
    await this.outbox.add({ dayId, request, tries: 0, refusal: null, locatingUntil: phoneTime + LOCATING_MAX_MS });
    await this.outbox.located(punchId, await this.locate());
    let day: WorkDay | null = null;
    const stop = await this.outbox.watch({
      onChange: () => undefined,
      onSent: (sent) => {
        if (sent.clockIn?.punchId === punchId || sent.clockOut?.punchId === punchId) day = sent;
      },
    });
    try {
      await this.outbox.flush();
    } finally {
      stop();
    }
    const left = (await this.outbox.pending()).find((p) => p.punchId === punchId);
    if (left === undefined) return { kind: "sent", punchId, day };
    return left.refusalCode === null ? { kind: "waiting", punchId } : { kind: "refused", punchId, code: left.refusalCode };
  }

  /**
   * The bridge first; the browser's geolocation when a native bridge has none (a refusal is the
   * seeker's answer and is kept). In a browser the bridge is that same geolocation: asked of the
   * device directly, since the browser bridge builds its answer with code it loads on first use,
   * which a tap with no signal may not get (the punch would then wait its LOCATING_MAX_MS for
   * nothing). A location that cannot be had at all (the bridge failed) is none. A point without
   * accuracy is taken as exact: no margin is allowed for what the device did not report.
   */
  private async locate(): Promise<PunchLocation | null> {
    try {
      if (this.bridge.kind === "browser") return await this.browserLocation();
      const found = await this.bridge.location();
      if (Result.isSuccess(found)) return locationOf(found.success, "bridge");
      return found.failure._tag === "PermissionDenied" ? null : await this.browserLocation();
    } catch {
      return null;
    }
  }

  private async browserLocation(): Promise<PunchLocation | null> {
    const found = await this.device.browserLocation();
    return found === null ? null : locationOf(found, "browser");
  }
}
