import { useSearchParams } from "react-router-dom";
import { clearDraft, isRecord, readDraft, writeDraft } from "./session-draft";

/** The application in progress: which job, the note and the answers to its screening questions typed so far (kept across reloads). */
export interface ApplyDraft {
  readonly jobId: string;
  readonly note: string;
  /** By question id; absent in drafts kept before screening questions. */
  readonly answers?: Readonly<Record<string, string>>;
}
const NAME = "apply";
const isApplyDraft = (value: unknown): value is ApplyDraft =>
  isRecord(value) &&
  typeof value.jobId === "string" &&
  typeof value.note === "string" &&
  (value.answers === undefined || (isRecord(value.answers) && Object.values(value.answers).every((a) => typeof a === "string")));

export const readApplyDraft = (): ApplyDraft | null => readDraft(NAME, isApplyDraft);
export const writeApplyDraft = (draft: ApplyDraft): void => writeDraft(NAME, draft);
export const clearApplyDraft = (): void => clearDraft(NAME);

/** The job being applied to: ?jobId= of the step's URL, else the draft's (a reload without query). */
export const useApplyJobId = (): string => {
  const [params] = useSearchParams();
  return params.get("jobId") ?? readApplyDraft()?.jobId ?? "";
};

