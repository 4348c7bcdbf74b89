import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import type { OtpPurpose } from "./account.schema";
import type { LocalPhone } from "./phone.rules";

/** 'You have not created an account': a login code asked for a number without an account. */
export class AccountNotFound extends DomainError("AccountNotFound")<{ readonly phone: LocalPhone }> {
  override readonly code = "ACCOUNT_NOT_FOUND";
}
/** 'This number is not registered': changing a number that belongs to no account. */
export class PhoneNotRegistered extends DomainError("PhoneNotRegistered")<{ readonly phone: LocalPhone }> {
  override readonly code = "PHONE_NOT_REGISTERED";
}
/** 'This number is already registered': registering, or changing to, a number that is taken. */
export class PhoneAlreadyRegistered extends DomainError("PhoneAlreadyRegistered")<{ readonly phone: LocalPhone }> {
  override readonly code = "PHONE_ALREADY_REGISTERED";
}
/** The WhatsApp number that answered is not the account's mobile number. */
export class PhoneMismatch extends DomainError("PhoneMismatch")<{
  readonly accountPhone: LocalPhone;
  readonly whatsappPhone: LocalPhone;
}> {
  override readonly code = "PHONE_MISMATCH";
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
