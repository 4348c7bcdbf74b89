import { PublicJobView } from "./public-job-view";

/** /jobtimedetailsshare?jobId=…: the public job page of a share link (no login needed). */
export default function JobTimeDetailsSharePage() {
  return <PublicJobView />;
}
