import { Data } from "effect";

/**
 * An event that the spec does not allow in the current state. Machines return it instead of
 * silently ignoring the event, so a stale screen or a replayed request is visible.
 */
export class InvalidTransition extends Data.TaggedError("InvalidTransition")<{
  readonly machine: string;
  readonly from: string;
  readonly event: string;
}> {
  readonly i18nKey = "error.transition.invalid";
}

export const invalid = (machine: string, from: string, event: string): InvalidTransition =>
  new InvalidTransition({ machine, from, event });
