import { Result } from "effect";
import type { SeekerProfileView } from "../../domain/seeker/job-card.schema";
import { validateSeekerProfile, type ProfileRuleError, type SeekerProfileInput } from "../../domain/seeker/profile.rules";
import type { NotLoggedIn } from "../session/not-logged-in";
import type { ApiError } from "../ports/api-error";
import type { Clock } from "../ports/clock.port";
import type { SeekerApi } from "../ports/seeker-api.port";

/** Checks the profile rules (18+, salaries, up to 5 choices) here first, then saves it. */
export class SaveMyProfile {
  constructor(
    private readonly api: SeekerApi,
    private readonly clock: Clock,
  ) {}

  async execute(input: SeekerProfileInput): Promise<Result.Result<SeekerProfileView, ProfileRuleError | NotLoggedIn | ApiError>> {
    const checked = validateSeekerProfile(input, this.clock.now());
    if (Result.isFailure(checked)) return Result.fail(checked.failure);
    return this.api.saveProfile(input);
  }
}
