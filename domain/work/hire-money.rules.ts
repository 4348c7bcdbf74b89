import { balanceOf } from "../ledger/balance.rules";
import type { Ledger } from "../ledger/ledger.schema";
import type { OfferId } from "../shared/ids.schema";
import { rupiah } from "../shared/money";
import type { HireMoney, WorkDayStatus } from "./work-api.schema";

/** Days clocked and not yet decided for good: their wage waits in escrow for a decision. */
const WAITING: ReadonlySet<WorkDayStatus> = new Set<WorkDayStatus>(["clockedIn", "awaitingConfirmation", "waitingReconfirm"]);

/**
 * A hire's money as the ledger holds it (its escrow is its offer's): released = the days paid to
 * the seeker, held = what the escrow still holds, refunded = what went back to the provider, and of
 * what is held, waiting = the wages of the days clocked and waiting for a decision. The salary is
 * released + held + refunded.
 */
export const hireMoney = (
  ledger: Ledger,
  hireId: OfferId,
  salary: number,
  days: ReadonlyArray<{ readonly status: WorkDayStatus; readonly wage: number; readonly paidAt: number | null }>,
): HireMoney => {
  let released = 0;
  let refunded = 0;
  for (const t of ledger.transactions) {
    if (t.movement.kind === "dayPaidOut" && t.movement.offerId === hireId) released += t.movement.amount;
    if (t.movement.kind === "escrowReleased" && t.movement.offerId === hireId)
      refunded += t.entries.filter((e) => e.side === "credit").reduce((sum, e) => sum + e.amount, 0);
  }
  const held = balanceOf(ledger, { kind: "offerEscrow", offerId: hireId });
  const waiting = days.filter((d) => WAITING.has(d.status) && d.paidAt === null).reduce((sum, d) => sum + d.wage, 0);
  return { salary: rupiah(salary), released: rupiah(released), held, waiting: rupiah(Math.min(waiting, held)), refunded: rupiah(refunded) };
};
