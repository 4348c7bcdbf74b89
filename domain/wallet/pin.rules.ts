import { Result, Schema } from "effect";
import { DomainError } from "../errors/domain-error";
import { PIN_LENGTH, PIN_MAX_WRONG_ATTEMPTS } from "../policy/business-constants";
import type { PinState } from "./wallet.schema";

export const Pin = Schema.String.pipe(Schema.check(Schema.isPattern(new RegExp(`^\\d{${PIN_LENGTH}}$`))), Schema.brand("Pin"));
export type Pin = typeof Pin.Type;

/**
 * A PIN as typed, in the one request that needs it: checked by the server (6 digits, else
 * PIN_FORMAT), never sent back. Up to twice the PIN's length, so a pasted wrong value is told
 * PIN_FORMAT, not a body error.
 */
export const PinEntry = Schema.String.pipe(Schema.check(Schema.isMaxLength(PIN_LENGTH * 2)));
export type PinEntry = typeof PinEntry.Type;

export class PinFormat extends DomainError("PinFormat")<{}> {
  override readonly code = "PIN_FORMAT";
}
export class PinMismatch extends DomainError("PinMismatch")<{}> {
  override readonly code = "PIN_MISMATCH";
}
export class PinWrong extends DomainError("PinWrong")<{ readonly attemptsLeft: number }> {
  override readonly code = "PIN_WRONG";
}
/** 5 wrong entries block transactions until support resets the PIN. */
export class PinLocked extends DomainError("PinLocked")<{}> {
  override readonly code = "PIN_LOCKED";
}

/** A new PIN is 6 digits, typed twice the same. */
export const setUpPin = (first: string, second: string): Result.Result<Pin, PinFormat | PinMismatch> => {
  if (!Schema.is(Pin)(first)) return Result.fail(new PinFormat());
  return first === second ? Result.succeed(first) : Result.fail(new PinMismatch());
};

export const FRESH_PIN_STATE: PinState = { wrongAttempts: 0 };

export const isPinLocked = (s: PinState): boolean => s.wrongAttempts >= PIN_MAX_WRONG_ATTEMPTS;

export type PinCheck =
  | { readonly ok: true; readonly state: PinState }
  | { readonly ok: false; readonly state: PinState; readonly error: PinWrong | PinLocked };

/**
 * Checks an entered PIN with `isRight` (the server compares it with the PIN's slow salted hash; the
 * PIN itself is never kept), asked only when the PIN is not locked. The state always comes back
 * (also on failure) because a wrong entry must be counted; a right PIN resets the count. A locked
 * PIN stays locked whatever is typed.
 */
export const checkPin = (s: PinState, entered: string, isRight: (entered: string) => boolean): PinCheck => {
  if (isPinLocked(s)) return { ok: false, state: s, error: new PinLocked() };
  if (isRight(entered)) return { ok: true, state: FRESH_PIN_STATE };
  const next = { wrongAttempts: s.wrongAttempts + 1 };
  return {
    ok: false,
    state: next,
    error: isPinLocked(next) ? new PinLocked() : new PinWrong({ attemptsLeft: PIN_MAX_WRONG_ATTEMPTS - next.wrongAttempts }),
  };
};

/** Only support resets a locked PIN. */
export const resetPinBySupport = (): PinState => FRESH_PIN_STATE;
