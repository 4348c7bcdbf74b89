import { Data } from "effect";
import { i18nKeyOf } from "../errors/error-codes";

/**
 * An event that the spec does not allow in the current state. Machines return it instead of
 * silently ignoring the event, so a stale screen or a replayed request is visible.
 */
export class InvalidTransition extends Data.TaggedError("InvalidTransition")<{
  readonly machine: string;
  readonly from: string;
  readonly event: string;
}> {
  readonly code = "INVALID_TRANSITION";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}

export const invalid = (machine: string, from: string, event: string): InvalidTransition =>
  new InvalidTransition({ machine, from, event });
