import type { PageProps } from "../../routes/route-def";
import { RecordingTips } from "./recording-tips";

/** /recordGuidelines: before recording the intro video (issue 5). */
export default function RecordGuidelinesPage(_props: PageProps) {
  return <RecordingTips variant="guidelines" />;
}
