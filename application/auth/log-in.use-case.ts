import { Result } from "effect";
import { parseOtp, type OtpIncomplete } from "../../domain/identity/otp.rules";
import { parseLocalPhone, type PhoneError } from "../../domain/identity/phone.rules";
import { sessionFromAuthResult } from "../../domain/identity/session.rules";
import type { Language, Session } from "../../domain/identity/session.schema";
import type { ApiError } from "../ports/api-error";
import type { AuthApi } from "../ports/auth-api.port";
import type { SessionStore } from "../ports/session-store.port";

export interface LogInInput {
  readonly phone: string;
  readonly code: string;
  readonly language: Language;
}

/** Exchanges phone + OTP for a session and keeps it. */
export class LogIn {
  constructor(
    private readonly api: AuthApi,
    private readonly sessions: SessionStore,
  ) {}

  async execute(input: LogInInput): Promise<Result.Result<Session, PhoneError | OtpIncomplete | ApiError>> {
    const phone = parseLocalPhone(input.phone);
    if (Result.isFailure(phone)) return Result.fail(phone.failure);
    const code = parseOtp(input.code);
    if (Result.isFailure(code)) return Result.fail(code.failure);
    const result = await this.api.login({ phone: phone.success, code: code.success });
    if (Result.isFailure(result)) return Result.fail(result.failure);
    const session = sessionFromAuthResult(result.success, input.language);
    this.sessions.save(session);
    return Result.succeed(session);
  }
}
