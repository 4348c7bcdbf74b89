import { Result } from "effect";
import type { OtpPurpose, OtpSent } from "../../domain/identity/account.schema";
import { parseLocalPhone, type PhoneError } from "../../domain/identity/phone.rules";
import type { ApiError } from "../ports/api-error";
import type { AuthApi } from "../ports/auth-api.port";

/** Validates the typed number with the domain rule, then asks the server to send the OTP. */
export class RequestOtp {
  constructor(private readonly api: AuthApi) {}

  async execute(phoneInput: string, purpose: OtpPurpose): Promise<Result.Result<OtpSent, PhoneError | ApiError>> {
    const phone = parseLocalPhone(phoneInput);
    if (Result.isFailure(phone)) return Result.fail(phone.failure);
    return this.api.requestOtp({ phone: phone.success, purpose });
  }
}
