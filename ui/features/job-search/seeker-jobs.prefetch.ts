import { SEEKER_API } from "../../../application/ports/seeker-api.port";
import type { PrefetchContext } from "../../routes/route-def";
import { NO_FILTERS } from "./job-filter-values";
import { handOverFirstPage, nearestQuery } from "./nearest-first-page";
import { firstPoint } from "./use-seeker-place";

/** Terdekat's first page, started with the screen's code (route table: /seeker). */
export default function prefetchNearestJobs({ container }: PrefetchContext): void {
  handOverFirstPage(container.resolve(SEEKER_API), nearestQuery(firstPoint(), NO_FILTERS, null, 0));
}
