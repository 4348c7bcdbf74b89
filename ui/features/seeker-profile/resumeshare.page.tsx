import type { PageProps } from "../../routes/route-def";
import { ResumePage } from "./resume-view";

/** /resumeshare?userId=: the public resume (share form); from a job's applicants, the applicant's page with her video interview. */
export default function ResumesharePage({ route }: PageProps) {
  return <ResumePage variant="share" videoInterview={route.parts?.["videoInterview"]} />;
}
