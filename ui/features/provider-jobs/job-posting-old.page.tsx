import { JobPostingScreen } from "./job-posting-form";

/** /jobPosting for apps before 2.0.8: the same form (one place for the rules), marked as the older page. */
export default function JobPostingOldPage() {
  return <JobPostingScreen variant="old" />;
}
