import type { Result } from "effect";
import type { AbsenceNoticeRequest, DeclineDayRequest, OrderDetail, OrderList, PunchRequest, WorkDay } from "../../domain/work/work-api.schema";
import type { RatingRequest, RatingView } from "../../domain/rating/rating.schema";
import type { ApiError } from "./api-error";
import type { NotLoggedIn } from "../session/not-logged-in";
import { token } from "./token";

type Answer<A> = Promise<Result.Result<A, ApiError | NotLoggedIn>>;

/**
 * The work endpoints of issue 22 (docs/api.md "Work"). A punch is made idempotent by its own
 * `punchId` (made on the phone, kept in its outbox until the server has it); every other write that
 * moves money or a day carries the caller's idempotency key, the same for every retry of one action.
 */
export interface WorkApi {
  /** The caller's orders in her active role. */
  orders(): Answer<OrderList>;
  order(orderId: string): Answer<OrderDetail>;
  punch(dayId: string, request: PunchRequest): Answer<WorkDay>;
  /** The provider confirms a clocked day: its wage goes from escrow to the seeker's balance at once. */
  confirmDay(dayId: string, idempotencyKey: string): Answer<WorkDay>;
  declineDay(dayId: string, request: DeclineDayRequest, idempotencyKey: string): Answer<WorkDay>;
  /** The seeker asks support once to look at a declined day again. */
  requestReconfirmation(dayId: string, idempotencyKey: string): Answer<WorkDay>;
  notifyAbsence(dayId: string, request: AbsenceNoticeRequest, idempotencyKey: string): Answer<WorkDay>;
  /** The seeker withdraws from a hire before it starts: its escrow goes back to the provider's balance. */
  withdraw(hireId: string, idempotencyKey: string): Answer<OrderDetail>;
  /** The seeker finishes her hire once every day is settled: what its escrow still holds goes back to the provider's balance. */
  complete(hireId: string, idempotencyKey: string): Answer<OrderDetail>;
  /** Rates a completed hire in the caller's active role (the seeker the business, a provider the seeker), once. */
  rate(hireId: string, request: RatingRequest, idempotencyKey: string): Answer<RatingView>;
}
export const WORK_API = token<WorkApi>("WorkApi");
