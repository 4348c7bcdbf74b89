import { PublicJobView } from "./public-job-view";

/** /jobDetailShare?jobId=…: the public job page of a share link (no login needed). */
export default function JobDetailSharePage() {
  return <PublicJobView />;
}
