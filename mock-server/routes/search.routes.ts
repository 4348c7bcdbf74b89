import { Result } from "effect";
import { parseJobSearchQuery, searchJobs } from "../../domain/seeker/job-search.rules";
import { apiFailure } from "../http/errors";
import { endpoint, fail, type Endpoint } from "../http/endpoint";
import { jobCard } from "../seeker/seeker.logic";

/** GET /api/job-search: open jobs nearest to a point, with the list filters (docs/api.md "Seeker"). */
export const searchEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/job-search",
    auth: "optional",
    area: "api",
    summary: "Open jobs sorted by distance from ?lat&lng, filtered by salary, category, type, city, position",
    handle: ({ db, caller, query, now }) => {
      const parsed = parseJobSearchQuery(query);
      if (Result.isFailure(parsed)) return fail(apiFailure(400, "INVALID_QUERY", "The search query is not valid", { field: parsed.failure.field }));
      const page = searchJobs(db.jobs, parsed.success, now);
      const userId = caller?.account.userId;
      return {
        status: 200,
        json: {
          items: page.items.map((r) => ({ ...jobCard(db, r.job, userId, null), distanceKm: Math.round(r.distanceKm * 100) / 100 })),
          nextCursor: page.nextOffset === null ? null : String(page.nextOffset),
        },
      };
    },
  }),
];
