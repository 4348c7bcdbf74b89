import { Result } from "effect";
import { JOBS_API } from "../../../application/ports/provider-jobs-api.port";
import { useService } from "../../app/container-context";
import { useServerData } from "../../shared/server-state/use-server-data";

/** The caller's open jobs, the ones a pool seeker may be invited to (a job that takes applications). */
export const useOpenJobs = () => {
  const jobs = useService(JOBS_API);
  return useServerData(["talent-jobs"], async () => Result.map(await jobs.myJobs(), (list) => list.items.filter((j) => j.status === "open")));
};
