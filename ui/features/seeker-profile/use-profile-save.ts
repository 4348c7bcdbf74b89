import { SAVE_MY_PROFILE } from "../../../application/seeker-profile/seeker-profile.tokens";
import type { SeekerProfileInput } from "../../../domain/seeker/profile.rules";
import { useService } from "../../app/container-context";
import { useMyProfile } from "../../shared/use-my-profile";
import { useSubmit } from "../../shared/use-submit";

/**
 * The caller's profile and its save: never twice at once, the saved profile shown at once on every
 * screen, a refusal in `formError` (the catalogue's text) with what was typed left in the form.
 */
export const useProfileSave = () => {
  const save = useService(SAVE_MY_PROFILE);
  const { state, reload, set } = useMyProfile();
  const { formError, setFormError, pending, send } = useSubmit();
  /** True once saved; false when refused (the text is in `formError`) or a save is already under way. */
  const saveProfile = async (input: SeekerProfileInput): Promise<boolean> => {
    const saved = await send(["my-profile"], () => save.execute(input));
    if (saved === null) return false;
    set(saved);
    return true;
  };
  return { state, reload, formError, setFormError, pending, saveProfile } as const;
};
