import { Data, Result } from "effect";
import type { OtpPurpose } from "./account.schema";
import type { LocalPhone } from "./phone.rules";
import { i18nKeyOf } from "../errors/error-codes";

/** 'You have not created an account': a login code asked for a number without an account. */
export class AccountNotFound extends Data.TaggedError("AccountNotFound")<{ readonly phone: LocalPhone }> {
  readonly code = "ACCOUNT_NOT_FOUND";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
/** 'This number is not registered': changing a number that belongs to no account. */
export class PhoneNotRegistered extends Data.TaggedError("PhoneNotRegistered")<{ readonly phone: LocalPhone }> {
  readonly code = "PHONE_NOT_REGISTERED";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
/** 'This number is already registered': registering, or changing to, a number that is taken. */
export class PhoneAlreadyRegistered extends Data.TaggedError("PhoneAlreadyRegistered")<{ readonly phone: LocalPhone }> {
  readonly code = "PHONE_ALREADY_REGISTERED";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
/** The WhatsApp number that answered is not the account's mobile number. */
export class PhoneMismatch extends Data.TaggedError("PhoneMismatch")<{
  readonly accountPhone: LocalPhone;
  readonly whatsappPhone: LocalPhone;
}> {
  readonly code = "PHONE_MISMATCH";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}

type IsRegistered = (phone: LocalPhone) => boolean;

/** A login code only goes to a number with an account; a registration code only to a free one. */
export const checkOtpRecipient = (
  purpose: OtpPurpose,
  phone: LocalPhone,
  isRegistered: IsRegistered,
): Result.Result<LocalPhone, AccountNotFound | PhoneAlreadyRegistered> => {
  const registered = isRegistered(phone);
  if (purpose === "login" && !registered) return Result.fail(new AccountNotFound({ phone }));
  if (purpose === "register" && registered) return Result.fail(new PhoneAlreadyRegistered({ phone }));
  return Result.succeed(phone);
};

/** Spec 5, change number: the old number must be registered and the new one must not be. */
export const checkChangeNumber = (
  oldPhone: LocalPhone,
  newPhone: LocalPhone,
  isRegistered: IsRegistered,
): Result.Result<LocalPhone, PhoneNotRegistered | PhoneAlreadyRegistered> => {
  if (!isRegistered(oldPhone)) return Result.fail(new PhoneNotRegistered({ phone: oldPhone }));
  if (isRegistered(newPhone)) return Result.fail(new PhoneAlreadyRegistered({ phone: newPhone }));
  return Result.succeed(newPhone);
};

/** Spec 8: the account's number and the WhatsApp number must be the same. */
export const checkWhatsappNumber = (accountPhone: LocalPhone, whatsappPhone: LocalPhone): Result.Result<LocalPhone, PhoneMismatch> =>
  accountPhone === whatsappPhone ? Result.succeed(accountPhone) : Result.fail(new PhoneMismatch({ accountPhone, whatsappPhone }));
