import { Result } from "effect";
import type { JobDraftError } from "../../domain/job/job-draft.rules";
import type { ProviderJob } from "../../domain/job/job-api.schema";
import type { JobDraft } from "../../domain/job/job.schema";
import type { ScreeningQuestionDraft } from "../../domain/job/screening.schema";
import type { NotLoggedIn } from "../session/not-logged-in";
import type { ApiError } from "../ports/api-error";
import type { Clock } from "../ports/clock.port";
import type { JobsApi } from "../ports/provider-jobs-api.port";

/** Saving a provider's job (create or edit, draft or post) after the domain's rules; the other job calls read and write JOBS_API. */
export class ProviderJobs {
  constructor(
    private readonly api: JobsApi,
    private readonly clock: Clock,
  ) {}

  /**
   * The domain's rules first (every broken one, for the form), then the server. The rules (and the
   * error-code table their errors bring) load here, not with the provider home that lists jobs; the
   * job form has already loaded them for its field messages.
   */
  async save(
    draft: JobDraft,
    /** `screeningQuestions`: the job's questions as they should stand (absent: an edit keeps them). */
    options: { readonly jobId?: string; readonly post: boolean; readonly screeningQuestions?: readonly ScreeningQuestionDraft[] },
  ): Promise<Result.Result<ProviderJob, JobDraftErrors | ApiError | NotLoggedIn>> {
    const now = this.clock.now();
    const { validateJobDraft } = await import("../../domain/job/job-draft.rules");
    const valid = validateJobDraft(draft, now);
    if (Result.isFailure(valid)) return Result.fail({ _tag: "JobDraftErrors", errors: valid.failure });
    const { screeningQuestions } = options;
    const request = { job: draft, post: options.post, ...(screeningQuestions === undefined ? {} : { screeningQuestions }) };
    const { jobId } = options;
    return (jobId === undefined ? this.api.create(request) : this.api.edit(jobId, request));
  }
}
export interface JobDraftErrors {
  readonly _tag: "JobDraftErrors";
  readonly errors: readonly JobDraftError[];
}
