import type { PageProps } from "../../routes/route-def";
import { RecordingTips } from "./recording-tips";

/** /recordingTips: before recording the intro video (issue 5). */
export default function RecordingTipsPage(_props: PageProps) {
  return <RecordingTips variant="tips" />;
}
