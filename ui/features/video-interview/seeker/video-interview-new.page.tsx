import type { PageProps } from "../../../routes/route-def";
import { VideoInterviewScreen } from "./video-interview-screen";

/** /videoInterview from app 2.0.3 and in a browser: answers recorded with the page's own camera. */
export default function VideoInterviewNewPage(_props: PageProps) {
  return <VideoInterviewScreen variant="new" />;
}
