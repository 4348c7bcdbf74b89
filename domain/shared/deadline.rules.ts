import { Data, Result } from "effect";
import { i18nKeyOf } from "../errors/error-codes";

/** 'Link is Expired': an invitation or verification link opened after its deadline. */
export class LinkExpired extends Data.TaggedError("LinkExpired")<{ readonly expiredAt: number }> {
  readonly code = "LINK_EXPIRED";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}

/** 'Exceed the time limit. Failed to register!': registration finished after its deadline. */
export class RegistrationTimeLimitExceeded extends Data.TaggedError("RegistrationTimeLimitExceeded")<{
  readonly deadline: number;
}> {
  readonly code = "REGISTRATION_TIME_LIMIT_EXCEEDED";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}

/** Succeeds with `now` while it is before the deadline (the deadline itself is too late). */
export const checkBeforeDeadline = <E>(deadline: number, now: number, late: (deadline: number) => E): Result.Result<number, E> =>
  now < deadline ? Result.succeed(now) : Result.fail(late(deadline));

export const checkLinkValid = (expiresAt: number, now: number): Result.Result<number, LinkExpired> =>
  checkBeforeDeadline(expiresAt, now, (expiredAt) => new LinkExpired({ expiredAt }));

export const checkRegistrationInTime = (deadline: number, now: number): Result.Result<number, RegistrationTimeLimitExceeded> =>
  checkBeforeDeadline(deadline, now, (d) => new RegistrationTimeLimitExceeded({ deadline: d }));
