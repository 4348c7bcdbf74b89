import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { JobCard } from "../../domain/seeker/job-card.schema";
import { Avatar } from "../design-system/avatar";
import { StarIcon } from "../design-system/icons/star";
import { href } from "../routes/href";
import { salaryContent } from "./format/salary-text";
import { positionLabel } from "./format/reference-labels";
import { distanceText } from "./format/distance-text";
import { PlaceLine } from "./place-line";

/**
 * What a list hands to each of its job cards: its `t` and, looked up once per list and language,
 * the labels every card shows alike (job types, statuses, salary units, positions). A card takes no
 * translation hook of its own: each costs a store subscription and more per card mounted, 20 a page
 * (docs/performance.md, "Lists"). The same object while the language stays, so memoized cards stay.
 */
export interface JobCardTexts {
  readonly t: (key: string, values?: Record<string, unknown>) => string;
  /** `t(key)` for a key without values, remembered. */
  readonly label: (key: string) => string;
  /** positionLabel, remembered. */
  readonly position: (position: string) => string;
}

const remembered = (lookUp: (key: string) => string): ((key: string) => string) => {
  const known = new Map<string, string>();
  return (key) => {
    let text = known.get(key);
    if (text === undefined) {
      text = lookUp(key);
      known.set(key, text);
    }
    return text;
  };
};

export const useJobCardTexts = (): JobCardTexts => {
  const { t } = useTranslation(["jobs", "labels"]);
  return useMemo(() => ({ t, label: remembered((key) => t(key)), position: remembered((position) => positionLabel(t, position)) }), [t]);
};

export interface JobCardViewProps {
  readonly card: JobCard;
  readonly texts: JobCardTexts;
  readonly onToggleSave: (card: JobCard) => void;
  readonly saving: boolean;
}

/**
 * One job in the Terdekat and Disimpan lists, compact (docs/ui.md, "Job card"): the business's
 * logo, else the job's photo, else the business's initials (as the job page's head), title (the link; the whole card is its target), business, salary, place and
 * distance, type and status; the star saves. Fixed-size lazy photo, so nothing shifts as it loads.
 * The title is an h2: every list of these cards (Terdekat, Disimpan, today's jobs) sits right under
 * its page's h1, and a heading level may not be skipped (Lighthouse's heading-order).
 */
/**
 * Memoized: a new page of the list renders only its new cards (stable `onToggleSave` from
 * useSaveToggle, `texts` from the list's useJobCardTexts).
 */
export const JobCardView = memo(function JobCardView({ card, texts, onToggleSave, saving }: JobCardViewProps) {
  const { t, label } = texts;
  const { job } = card;
  const position = texts.position(job.position);
  const distance = distanceText(card.distanceKm, t);
  // As the job page's head: the logo of who you would work for, else the job's photo, else the initials.
  const picture = card.businessLogoUrl ?? job.photos[0];
  return (
    <article className="sk-card" aria-labelledby={`job-${job.jobId}`}>
      <Avatar name={card.businessName} photo={picture} size={48} className="sk-card__photo" />
      <div className="sk-card__body">
        <h2 id={`job-${job.jobId}`} className="sk-card__title">
          <Link to={href.seekerJob({ jobId: job.jobId })}>{position}</Link>
        </h2>
        <p className="sk-card__line">{card.businessName}</p>
        <p className="sk-card__salary">
          {salaryContent({ salary: job.salary, monthly: true }, label)}
        </p>
        <PlaceLine location={job.location} distance={distance} className="sk-card__line sk-card__place" />
        <p className="sk-card__tags">
          <span className="sk-tag">{label(`jobs:jobType.${job.jobType}`)}</span>
          {card.applicationStatus !== null && <span className="sk-tag sk-tag--done">{label(`jobs:application.status.${card.applicationStatus}`)}</span>}
        </p>
      </div>
      <button
        type="button"
        className="sk-card__save"
        aria-pressed={card.saved}
        aria-label={t(card.saved ? "jobs:job.unsaveNamed" : "jobs:job.saveNamed", { position })}
        disabled={saving}
        onClick={() => onToggleSave(card)}
      >
        <StarIcon filled={card.saved} />
      </button>
    </article>
  );
});
