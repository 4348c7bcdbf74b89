import type { WorkApi } from "../../application/ports/work-api.port";
import { OrderDetail, OrderList, WorkDay, type AbsenceNoticeRequest, type DeclineDayRequest, type PunchRequest } from "../../domain/work/work-api.schema";
import type { HttpClient } from "./http-client";

const id = (value: string): string => encodeURIComponent(value);

/**
 * The work calls of issue 22 (docs/api.md "Work"). Every answer is decoded with the domain's
 * schema. A punch is made idempotent by its own `punchId` (the outbox sends it again until the
 * server has it); every other write carries the caller's `Idempotency-Key`.
 */
export class WorkHttpAdapter implements WorkApi {
  constructor(private readonly http: HttpClient) {}

  orders() {
    return this.http.request({ method: "GET", path: "/orders", schema: OrderList, auth: "session" });
  }

  order(orderId: string) {
    return this.http.request({ method: "GET", path: `/orders/${id(orderId)}`, schema: OrderDetail, auth: "session" });
  }

  punch(dayId: string, request: PunchRequest) {
    return this.http.request({ method: "POST", path: `/work-days/${id(dayId)}/punches`, body: request, schema: WorkDay, auth: "session" });
  }

  confirmDay(dayId: string, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: `/work-days/${id(dayId)}/confirm`, schema: WorkDay, auth: "session", idempotencyKey });
  }

  declineDay(dayId: string, request: DeclineDayRequest, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: `/work-days/${id(dayId)}/decline`, body: request, schema: WorkDay, auth: "session", idempotencyKey });
  }

  requestReconfirmation(dayId: string, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: `/work-days/${id(dayId)}/reconfirmation`, schema: WorkDay, auth: "session", idempotencyKey });
  }

  notifyAbsence(dayId: string, request: AbsenceNoticeRequest, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: `/work-days/${id(dayId)}/absence`, body: request, schema: WorkDay, auth: "session", idempotencyKey });
  }

  withdraw(hireId: string, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: `/hires/${id(hireId)}/withdraw`, schema: OrderDetail, auth: "session", idempotencyKey });
  }
}
