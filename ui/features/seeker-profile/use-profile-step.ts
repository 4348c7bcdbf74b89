import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { SeekerProfileInput } from "../../../domain/seeker/profile.rules";
import type { SeekerProfile } from "../../../domain/seeker/seeker.schema";
import { useToast } from "../../design-system/toast";
import { useApplyJobId } from "../../shared/apply-draft";
import { clearDraft } from "../../shared/session-draft";
import { useProfileSave } from "./use-profile-save";
import { href } from "../../routes/href";

/** The profile without its owner: what a step edits and saves back whole. */
export const inputOf = ({ userId: _owner, ...input }: SeekerProfile): SeekerProfileInput => input;

/**
 * An apply or profile step: the loaded profile, and `save(edit)`, which applies the step's edit to
 * the whole profile, saves it, clears the step's draft and returns to /applyIntercep of the job
 * being applied to, else to `done`. A refusal stays in `error` for the page to show (StepAlert);
 * `profileFirst` when there is no profile yet to add the step to.
 */
export const useProfileStep = (draftName: string, done = href.seekerPersonInfo()) => {
  const { t } = useTranslation("seeker");
  const jobId = useApplyJobId();
  const navigate = useNavigate();
  const toast = useToast();
  const { state, reload, formError, pending, saveProfile } = useProfileSave();
  const [profileFirst, setProfileFirst] = useState(false);
  const save = async (edit: (input: SeekerProfileInput) => SeekerProfileInput): Promise<void> => {
    const current = state.status === "ready" ? state.value.profile : null;
    setProfileFirst(current === null);
    if (current === null) return;
    if (!(await saveProfile(edit(inputOf(current))))) return;
    clearDraft(draftName);
    toast(t("profile.saved"));
    navigate(jobId === "" ? done : href.applyIntercep({ jobId }));
  };
  return { state, reload, jobId, pending, error: formError, profileFirst, save } as const;
};
