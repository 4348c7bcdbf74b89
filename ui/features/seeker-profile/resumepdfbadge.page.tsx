import type { PageProps } from "../../routes/route-def";
import { ResumePage } from "./resume-view";

/** /resumepdfbadge?userId=: the public resume (badge form). */
export default function ResumepdfbadgePage(_props: PageProps) {
  return <ResumePage variant="badge" />;
}
