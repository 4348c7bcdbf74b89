import type { PageProps } from "../../routes/route-def";
import { ResumePage } from "./resume-view";

/** /resumeshare?userId=: the public resume (share form). */
export default function ResumesharePage(_props: PageProps) {
  return <ResumePage variant="share" />;
}
