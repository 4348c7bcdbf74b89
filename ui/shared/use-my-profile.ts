import { LOAD_MY_PROFILE } from "../../application/seeker-profile/seeker-profile.tokens";
import { useService } from "../app/container-context";
import { useServerData } from "./server-state/use-server-data";

/**
 * The caller's seeker profile (null before the first save) with its completeness: one cache entry,
 * `["my-profile"]`, for every screen that shows it (profile steps, the intercept, recommendations).
 */
export const useMyProfile = () => {
  const load = useService(LOAD_MY_PROFILE);
  return useServerData(["my-profile"], () => load.execute());
};
