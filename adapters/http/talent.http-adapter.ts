import type { TalentApi, TalentFilters } from "../../application/ports/talent-api.port";
import { MatchedJobs, TalentInvitationResult, TalentPage, TalentProfile, TalentProposals } from "../../domain/matching/talent-api.schema";
import type { HttpClient } from "./http-client";

const id = (value: string): string => encodeURIComponent(value);

/** `?position=&area=...` with only the filters set (an empty text is none). */
const queryOf = (f: TalentFilters): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(f) as [string, string | number | undefined][])
    if (value !== undefined && String(value).trim() !== "") params.set(name, String(value).trim());
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
};

/** The talent pool calls of issue 24 (docs/api.md "Talent pool"), every answer decoded with the domain's schema. */
export class TalentHttpAdapter implements TalentApi {
  constructor(private readonly http: HttpClient) {}

  search(filters: TalentFilters) {
    return this.http.request({ method: "GET", path: `/talent${queryOf(filters)}`, schema: TalentPage, auth: "session" });
  }

  profile(seekerId: string) {
    return this.http.request({ method: "GET", path: `/talent/${id(seekerId)}`, schema: TalentProfile, auth: "session" });
  }

  proposals(jobId: string) {
    return this.http.request({ method: "GET", path: `/jobs/${id(jobId)}/talent-proposals`, schema: TalentProposals, auth: "session" });
  }

  invite(jobId: string, seekerIds: readonly string[]) {
    return this.http.request({ method: "POST", path: `/jobs/${id(jobId)}/talent-invitations`, body: { seekerIds }, schema: TalentInvitationResult, auth: "session" });
  }

  matchedJobs() {
    return this.http.request({ method: "GET", path: "/seeker/matched-jobs", schema: MatchedJobs, auth: "session" });
  }
}
