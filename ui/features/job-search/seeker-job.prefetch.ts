import { SEEKER_API } from "../../../application/ports/seeker-api.port";
import type { PrefetchContext } from "../../routes/route-def";
import { prefetchServerData } from "../../shared/server-state/use-server-data";
import { loadSeekerJob, seekerJobKey } from "./seeker-job.data";

/** The job page's read, started with the screen's code (route table: /seeker/job?jobId=). */
export default function prefetchSeekerJob({ container, search, owner }: PrefetchContext): void {
  const jobId = search.get("jobId") ?? "";
  if (jobId !== "") prefetchServerData(owner, seekerJobKey(jobId), loadSeekerJob(container.resolve(SEEKER_API), jobId));
}
