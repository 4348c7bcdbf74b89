import { WORK_API } from "../../../application/ports/work-api.port";
import type { PunchId, WorkDay } from "../../../domain/work/work-api.schema";
import { CLOCK } from "../../../application/ports/clock.port";
import { useService } from "../../app/container-context";

/**
 * The one place a clock-in or clock-out leaves the phone. For now straight to WORK_API.punch, online
 * only, without a location: the offline outbox (its use case, `use-punch-outbox.ts`, the clock offset
 * and the punch's location) is the outbox work's, and replaces this body with one line when it lands
 * (no second outbox here). `punchId` is the action's kept key, so a retry after a timeout is the
 * same punch to the server.
 */
export const useSendPunch = () => {
  const work = useService(WORK_API);
  const clock = useService(CLOCK);
  return (day: WorkDay, kind: "in" | "out", punchId: string) =>
    work.punch(day.dayId, {
    // The key is a UUID, the shape a punch id has (domain/work: made on the phone).
    punchId: punchId as PunchId, kind, phoneTime: clock.now(), clockOffsetMs: null, offline: false, location: null });
};
