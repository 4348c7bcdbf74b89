import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SAVED_JOBS } from "../../../application/job-search/job-search.tokens";
import type { JobCard } from "../../../domain/seeker/job-card.schema";
import { useService } from "../../app/container-context";
import { useToast } from "../../design-system/toast";
import { useSubmit } from "../../shared/use-submit";

/**
 * Save / unsave from any list, one at a time (useSubmit's guard); the card in the list follows the
 * answer. `busy` is the card being sent; a refusal stays in `failure`, and `retry` sends that card again.
 */
export const useSaveToggle = (onChanged: (jobId: string, saved: boolean) => void) => {
  const savedJobs = useService(SAVED_JOBS);
  const toast = useToast();
  const { t } = useTranslation(["jobs", "common"]);
  const { formError, send } = useSubmit();
  const [busy, setBusy] = useState<string | null>(null);
  const [last, setLast] = useState<JobCard | null>(null);
  const toggle = async (card: JobCard) => {
    const saved = await send([["job-cards", card.job.jobId]], () => {
      setBusy(card.job.jobId);
      setLast(card);
      return savedJobs.setSaved(card.job.jobId, !card.saved).finally(() => setBusy(null));
    });
    if (saved === null) return;
    onChanged(card.job.jobId, saved);
    toast(t(saved ? "jobs:job.savedToast" : "jobs:job.unsavedToast"));
  };
  const retry = () => {
    if (last !== null) void toggle(last);
  };
  // One function for the life of the list, so a memoized card re-renders only when its own props change.
  const latest = useRef(toggle);
  useEffect(() => {
    latest.current = toggle;
  });
  const stableToggle = useCallback((card: JobCard) => void latest.current(card), []);
  return { busy, toggle: stableToggle, failure: formError, retry };
};

