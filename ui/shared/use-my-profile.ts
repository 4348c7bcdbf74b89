import { SEEKER_API } from "../../application/ports/seeker-api.port";
import { useService } from "../app/container-context";
import { useServerData } from "./server-state/use-server-data";

/**
 * The caller's seeker profile (null before the first save) with its completeness: one cache entry,
 * `["my-profile"]`, for every screen that shows it (profile steps, the intercept, recommendations).
 */
export const useMyProfile = () => {
  const seeker = useService(SEEKER_API);
  return useServerData(["my-profile"], () => seeker.profile());
};
