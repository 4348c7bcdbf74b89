import type { PageProps } from "../../../routes/route-def";
import { VideoInterviewScreen } from "./video-interview-screen";

/** /videoInterview before app 2.0.3: answers recorded with the native app's camera, through the bridge. */
export default function VideoInterviewOldPage(_props: PageProps) {
  return <VideoInterviewScreen variant="old" />;
}
