import { FIND_JOBS } from "../../../application/job-search/job-search.tokens";
import type { PrefetchContext } from "../../routes/route-def";
import { NO_FILTERS } from "./job-filter-values";
import { handOverFirstPage, nearestQuery } from "./nearest-first-page";
import { firstPoint } from "./use-seeker-place";

/** Terdekat's first page, started with the screen's code (route table: /seeker). */
export default function prefetchNearestJobs({ container }: PrefetchContext): void {
  handOverFirstPage(container.resolve(FIND_JOBS), nearestQuery(firstPoint(), NO_FILTERS, null, 0));
}
