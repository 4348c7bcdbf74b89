import type { PageProps } from "../../routes/route-def";
import { RecordingTips } from "./recording-tips";

/** /recordingTips_s42: before recording the intro video (issue 5). */
export default function RecordingTipsS42Page(_props: PageProps) {
  return <RecordingTips variant="tipsShort" />;
}
