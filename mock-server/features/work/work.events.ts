import type { UserId } from "../../../domain/identity/session.schema";
import { dayStatusAt } from "../../../domain/attendance/absence.rules";
import type { UserEvent } from "../../../domain/events/user-event.schema";
import type { OrderId } from "../../../domain/shared/ids.schema";
import { managersOfJob } from "../../http/caller";
import type { Db } from "../../store/db.schema";
import type { StoredHire } from "../../store/work.db-schema";
import { workDayView } from "./work.view";

export interface AddressedEvent {
  readonly to: readonly UserId[];
  readonly event: UserEvent;
}

/**
 * Who is told about a hire: its seeker, and every provider of the business who may manage its job
 * (the Admin, the Member who created or was given it), whatever role they are in right now: the
 * stream is the person's, and the screens they open check the role again.
 */
const audienceOf = (db: Db, hire: StoredHire): UserId[] => {
  const job = db.jobs.find((j) => j.jobId === hire.jobId);
  return [hire.seekerId, ...(job === undefined ? [] : managersOfJob(db, job))];
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a commit changed of work, as events of the per-user stream (the events helper sends them):
 * a `workDay` event for every day that changed, to its seeker and the providers who may see it; an
 * `order` event when a hire joined, withdrew, was finished, or its business's cancellation request
 * was made, processed or rejected. The day is as stored (an unclocked day turns absent
 * by the clock alone: `absenceEvents` tells that).
 */
export const workEvents = (before: Db, after: Db): ReadonlyArray<AddressedEvent> => {
  const events: AddressedEvent[] = [];
  const hireOf = (hireId: string) => after.hires.find((h) => h.hireId === hireId);
  const previousDays = new Map(before.workDays.map((d) => [d.dayId, d]));
  for (const day of after.workDays) {
    const previous = previousDays.get(day.dayId);
    if (previous !== undefined && same(previous, day)) continue;
    const hire = hireOf(day.hireId);
    if (hire !== undefined) events.push({ to: audienceOf(after, hire), event: { kind: "workDay", day } });
  }
  const previousHires = new Map(before.hires.map((h) => [h.hireId, h]));
  // A cancellation request made, processed or rejected tells every hire it covers.
  const previousRequests = new Map(before.cancellationRequests.map((r) => [r.requestId, r.status]));
  const asked = new Set(after.cancellationRequests.filter((r) => previousRequests.get(r.requestId) !== r.status).flatMap((r) => r.hireIds));
  const orders = new Map<OrderId, Set<UserId>>();
  for (const hire of after.hires) {
    const previous = previousHires.get(hire.hireId);
    if (previous !== undefined && same(previous.withdrawal, hire.withdrawal) && previous.completedAt === hire.completedAt && previous.cancelledAt === hire.cancelledAt && !asked.has(hire.hireId)) continue;
    const to = orders.get(hire.orderId) ?? new Set<UserId>();
    for (const userId of audienceOf(after, hire)) to.add(userId);
    orders.set(hire.orderId, to);
  }
  for (const [orderId, to] of orders) events.push({ to: [...to], event: { kind: "order", orderId } });
  return events;
};

/**
 * A working day nobody clocked turns absent when its shift ends, by the clock alone (the data stays
 * as it was, so that a clock-in captured offline before the end still counts): a `workDay` event with
 * the day as it now reads, to its seeker and the providers who may see it, once, when its end passes.
 */
export const absenceEvents = (db: Db, from: number, to: number): ReadonlyArray<AddressedEvent> =>
  db.workDays.flatMap((day) => {
    if (day.status !== "scheduled" || dayStatusAt(day, from) === "absent" || dayStatusAt(day, to) !== "absent") return [];
    const hire = db.hires.find((h) => h.hireId === day.hireId);
    return hire === undefined ? [] : [{ to: audienceOf(db, hire), event: { kind: "workDay", day: workDayView(day, to) } }];
  });
