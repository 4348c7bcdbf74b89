import { DomainError } from "../errors/domain-error";
import type { AccountKind } from "./ledger.schema";

/** The idempotency key was used before for a movement with other content (as Stripe refuses it). */
export class IdempotencyConflict extends DomainError("IdempotencyConflict")<{ readonly key: string }> {
  override readonly code = "IDEMPOTENCY_CONFLICT";
}

/** The movement would take an account below zero (a payout beyond the escrow, a withdrawal beyond the balance). */
export class LedgerOverdraft extends DomainError("LedgerOverdraft")<{
  readonly account: AccountKind;
  readonly balance: number;
  readonly needed: number;
}> {
  override readonly code = "LEDGER_OVERDRAFT";
}
