import type { PageProps } from "../../routes/route-def";
import { ResumePage } from "./resume-view";

/** /resumepdfphone?userId=: the public resume (phone form). */
export default function ResumepdfphonePage(_props: PageProps) {
  return <ResumePage variant="phone" />;
}
