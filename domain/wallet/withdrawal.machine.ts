import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import { MIN_WITHDRAWAL_RUPIAH, WITHDRAWAL_ARRIVAL_HOURS } from "../policy/business-constants";
import type { Rupiah } from "../shared/money";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import { addHours } from "../shared/wib-time";
import { isPinLocked, PinLocked } from "./pin.rules";
import type { PinState, WithdrawalEvent, WithdrawalState } from "./wallet.schema";

export class WithdrawalBelowMinimum extends DomainError("WithdrawalBelowMinimum")<{ readonly minimum: number }> {
  override readonly code = "WITHDRAWAL_BELOW_MINIMUM";
}
export class InsufficientBalance extends DomainError("InsufficientBalance")<{ readonly balance: number }> {
  override readonly code = "INSUFFICIENT_BALANCE";
}
export class NoPayoutAccount extends DomainError("NoPayoutAccount")<{}> {
  override readonly code = "NO_PAYOUT_ACCOUNT";
}

export interface WithdrawalRequest {
  readonly amount: Rupiah;
  readonly balance: Rupiah;
  readonly hasPayoutAccount: boolean;
  readonly pin: PinState;
}

export const validateWithdrawal = (
  r: WithdrawalRequest,
  minimum: number = MIN_WITHDRAWAL_RUPIAH,
): Result.Result<Rupiah, PinLocked | NoPayoutAccount | WithdrawalBelowMinimum | InsufficientBalance> => {
  if (isPinLocked(r.pin)) return Result.fail(new PinLocked());
  if (!r.hasPayoutAccount) return Result.fail(new NoPayoutAccount());
  if (r.amount < minimum) return Result.fail(new WithdrawalBelowMinimum({ minimum }));
  if (r.amount > r.balance) return Result.fail(new InsufficientBalance({ balance: r.balance }));
  return Result.succeed(r.amount);
};


/** Moves a withdrawal (the bare state or the whole entity: other fields are kept). */
export const transitionWithdrawal = <W extends WithdrawalState>(
  w: W,
  event: WithdrawalEvent,
  ctx: { readonly now: number },
): Result.Result<W, InvalidTransition> => {
  const fail = () => Result.fail(invalid("withdrawal", w.status, event.type));
  switch (event.type) {
    case "succeed":
      return w.status === "processing" ? Result.succeed({ ...w, status: "success" }) : fail();
    case "fail":
      return w.status === "processing" ? Result.succeed({ ...w, status: "failed", failure: event.reason }) : fail();
    case "retry":
      return w.status === "failed"
        ? Result.succeed({ ...w, status: "processing", requestedAt: ctx.now, attempts: w.attempts + 1, failure: null })
        : fail();
  }
};

/** Funds arrive within 1x24 hours of a successful request. */
export const withdrawalArrivesBy = (w: WithdrawalState): number => addHours(w.requestedAt, WITHDRAWAL_ARRIVAL_HOURS);
