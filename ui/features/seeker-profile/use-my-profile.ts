import { Result } from "effect";
import { useCallback, useState } from "react";
import { LOAD_MY_PROFILE } from "../../../application/seeker/seeker.tokens";
import { SAVE_MY_PROFILE } from "../../../application/seeker/seeker.tokens";
import type { SeekerProfileInput } from "../../../domain/seeker/profile.rules";
import { useService } from "../../app/container-context";
import { seekerErrorText, type SeekerText } from "../../shared/seeker-text";
import { useLoad } from "../../shared/use-load";

export interface SaveOutcome {
  readonly ok: boolean;
  /** The refusal's tag (domain) or code (server), to put the text under the right field. */
  readonly reason?: string;
  readonly text?: SeekerText;
}

/** The caller's profile, and a save that never runs twice at once and keeps the answer. */
export const useMyProfile = () => {
  const load = useService(LOAD_MY_PROFILE);
  const save = useService(SAVE_MY_PROFILE);
  const profile = useLoad(useCallback(() => load.execute(), [load]));
  const [saving, setSaving] = useState(false);

  const submit = async (input: SeekerProfileInput): Promise<SaveOutcome> => {
    if (saving) return { ok: false };
    setSaving(true);
    const result = await save.execute(input);
    setSaving(false);
    if (Result.isSuccess(result)) {
      profile.set(result.success);
      return { ok: true };
    }
    const failure = result.failure;
    const reason = failure._tag === "ApiRejected" ? failure.code : failure._tag;
    return { ok: false, reason, text: seekerErrorText(failure) };
  };
  return { ...profile, saving, submit };
};
