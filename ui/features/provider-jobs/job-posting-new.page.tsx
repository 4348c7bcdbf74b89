import { JobPostingScreen } from "./job-posting-form";

/** /jobPosting for app 2.0.8 and later (and plain browsers). */
export default function JobPostingNewPage() {
  return <JobPostingScreen variant="new" />;
}
