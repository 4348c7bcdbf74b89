import { PublicJobView } from "./public-job-view";

/** /jobJPDetailsShare?jobId=…: the public job page of a share link (no login needed). */
export default function JobJPDetailsSharePage() {
  return <PublicJobView />;
}
