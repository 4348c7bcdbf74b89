import { Result } from "effect";
import { DomainError } from "../errors/domain-error";

/** 'Link is Expired': an invitation or verification link opened after its deadline. */
export class LinkExpired extends DomainError("LinkExpired")<{ readonly expiredAt: number }> {
  override readonly code = "LINK_EXPIRED";
}

/** 'Exceed the time limit. Failed to register!': registration finished after its deadline. */
export class RegistrationTimeLimitExceeded extends DomainError("RegistrationTimeLimitExceeded")<{
  readonly deadline: number;
}> {
  override readonly code = "REGISTRATION_TIME_LIMIT_EXCEEDED";
}

/** Succeeds with `now` while it is before the deadline (the deadline itself is too late). */
export const checkBeforeDeadline = <E>(deadline: number, now: number, late: (deadline: number) => E): Result.Result<number, E> =>
  now < deadline ? Result.succeed(now) : Result.fail(late(deadline));

export const checkLinkValid = (expiresAt: number, now: number): Result.Result<number, LinkExpired> =>
  checkBeforeDeadline(expiresAt, now, (expiredAt) => new LinkExpired({ expiredAt }));

export const checkRegistrationInTime = (deadline: number, now: number): Result.Result<number, RegistrationTimeLimitExceeded> =>
  checkBeforeDeadline(deadline, now, (d) => new RegistrationTimeLimitExceeded({ deadline: d }));
