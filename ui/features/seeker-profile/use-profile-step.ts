import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { SeekerProfileInput } from "../../../domain/seeker/profile.rules";
import type { SeekerProfile } from "../../../domain/seeker/seeker.schema";
import { useToast } from "../../design-system/toast";
import { useApplyJobId } from "../../shared/apply-draft";
import type { SeekerText } from "../../shared/seeker-text";
import { clearDraft } from "../../shared/session-draft";
import { useMyProfile } from "./use-my-profile";
import { href } from "../../routes/href";

/** The profile without its owner: what a step edits and saves back whole. */
export const inputOf = ({ userId: _owner, ...input }: SeekerProfile): SeekerProfileInput => input;

const PROFILE_FIRST: SeekerText = { key: "apply.profileFirst", ns: "seeker", retryable: false };

/**
 * An apply or profile step: the loaded profile, and `save(edit)`, which applies the step's edit to
 * the whole profile, saves it, clears the step's draft and returns to /applyIntercep of the job
 * being applied to, else to `done`. A refusal stays in `error` for the page to show.
 */
export const useProfileStep = (draftName: string, done = href.seekerPersonInfo()) => {
  const { t } = useTranslation("seeker");
  const jobId = useApplyJobId();
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useMyProfile();
  const [error, setError] = useState<SeekerText | null>(null);
  const save = async (edit: (input: SeekerProfileInput) => SeekerProfileInput): Promise<void> => {
    const current = profile.state.status === "ready" ? profile.state.value.profile : null;
    if (current === null) return setError(PROFILE_FIRST);
    setError(null);
    const outcome = await profile.submit(edit(inputOf(current)));
    if (!outcome.ok) return setError(outcome.text ?? null);
    clearDraft(draftName);
    toast(t("profile.saved"));
    navigate(jobId === "" ? done : href.applyIntercep({ jobId }));
  };
  return { ...profile, jobId, error, setError, save };
};
