import { Result, Schema } from "effect";
import { FullName } from "../../domain/identity/account.schema";
import { parseOtp, type OtpIncomplete } from "../../domain/identity/otp.rules";
import { parseLocalPhone, type PhoneError } from "../../domain/identity/phone.rules";
import { sessionFromAuthResult } from "../../domain/identity/session.rules";
import type { Language, RoleId, Session } from "../../domain/identity/session.schema";
import { NameInvalid } from "../../domain/identity/name.errors";
import type { ApiError } from "../ports/api-error";
import type { AuthApi } from "../ports/auth-api.port";
import type { SessionStore } from "../ports/session-store.port";

export interface RegisterInput {
  readonly phone: string;
  readonly code: string;
  readonly fullName: string;
  readonly role: RoleId;
  readonly language: Language;
}

/** Creates the account for a number that has none, then keeps the new session. */
export class Register {
  constructor(
    private readonly api: AuthApi,
    private readonly sessions: SessionStore,
  ) {}

  async execute(
    input: RegisterInput,
  ): Promise<Result.Result<Session, PhoneError | OtpIncomplete | NameInvalid | ApiError>> {
    const phone = parseLocalPhone(input.phone);
    if (Result.isFailure(phone)) return Result.fail(phone.failure);
    const code = parseOtp(input.code);
    if (Result.isFailure(code)) return Result.fail(code.failure);
    const fullName = input.fullName.trim();
    if (!Schema.is(FullName)(fullName)) return Result.fail(new NameInvalid({ empty: fullName === "" }));
    const result = await this.api.register({ phone: phone.success, code: code.success, fullName, role: input.role });
    if (Result.isFailure(result)) return Result.fail(result.failure);
    const session = sessionFromAuthResult(result.success, input.language);
    this.sessions.save(session);
    return Result.succeed(session);
  }
}
