import type { PageProps } from "../../routes/route-def";
import { ResumePage } from "./resume-view";

/** /resumepdf?userId=: the public resume (print form). */
export default function ResumepdfPage(_props: PageProps) {
  return <ResumePage variant="print" />;
}
