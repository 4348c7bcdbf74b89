import { DomainError } from "../errors/domain-error";

/**
 * An event that the spec does not allow in the current state. Machines return it instead of
 * silently ignoring the event, so a stale screen or a replayed request is visible.
 */
export class InvalidTransition extends DomainError("InvalidTransition")<{
  readonly machine: string;
  readonly from: string;
  readonly event: string;
}> {
  override readonly code = "INVALID_TRANSITION";
}

export const invalid = (machine: string, from: string, event: string): InvalidTransition =>
  new InvalidTransition({ machine, from, event });
