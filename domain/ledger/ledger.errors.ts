import { Data } from "effect";
import { i18nKeyOf } from "../errors/error-codes";
import type { AccountKind } from "./ledger.schema";

/** The idempotency key was used before for a movement with other content (as Stripe refuses it). */
export class IdempotencyConflict extends Data.TaggedError("IdempotencyConflict")<{ readonly key: string }> {
  readonly code = "IDEMPOTENCY_CONFLICT";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}

/** The movement would take an account below zero (a payout beyond the escrow, a withdrawal beyond the balance). */
export class LedgerOverdraft extends Data.TaggedError("LedgerOverdraft")<{
  readonly account: AccountKind;
  readonly balance: number;
  readonly needed: number;
}> {
  readonly code = "LEDGER_OVERDRAFT";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
