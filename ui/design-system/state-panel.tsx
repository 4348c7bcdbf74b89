import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";

/**
 * What a result or a screen that cannot show its content is: done (a payment, a link), failed
 * where trying again can help, empty, or not available to this person (missing, someone else's,
 * a session that ended). The tone picks the drawing and its colour; a calm one (empty, not
 * available) has no alarm colour.
 */
export type StateTone = "success" | "failure" | "empty" | "notAvailable";

/** 72x72 pictograms, one path each, on a tinted disc in the tone's colour (currentColor, tokens.css): one set, a few bytes each. */
const GLYPH: Readonly<Record<StateTone, string>> = {
  // A check.
  success: "M24 37l8.5 8.5L49 28",
  // An exclamation mark: it did not work (a load, a link).
  failure: "M36 23v16 M36 48.5v.5",
  // An empty tray: nothing here yet.
  empty: "M22 38l5-12h18l5 12v8a2 2 0 0 1-2 2H24a2 2 0 0 1-2-2z M22 38h9l2 4h6l2-4h9",
  // A page struck through: missing, someone else's, or not without a session; asking again will not change it.
  notAvailable: "M29 22h10l8 8v19a2 2 0 0 1-2 2H29a2 2 0 0 1-2-2V24a2 2 0 0 1 2-2z M39 22v8h8 M21 21l30 30",
};

/**
 * An empty list's own drawing (ui/design-system/drawings/, one module each so a screen ships only
 * its own): path data on the same 72-unit disc, drawn in the same 4-unit round stroke as the glyphs.
 */
export type Drawing = string;

export interface StatePanelProps {
  readonly tone: StateTone;
  /** The `empty` tone's drawing for this list, instead of the empty tray. */
  readonly drawing?: Drawing;
  readonly title: string;
  /** One line under the title: what happened, or what to do. */
  readonly line?: string;
  /**
   * The one action, and only one that can work: Retry where trying again can help, 'Log in again'
   * for an ended session, the way home for what asking again cannot change, the next step of an
   * empty list. A Button, or a Link with the button classes.
   */
  readonly action?: ReactNode;
  /** 1: the state is the whole page (its title is the page's h1); 2: a section's; else a paragraph. */
  readonly headingLevel?: 1 | 2;
}

/**
 * The one component for success, failure, empty and not-available: a drawing, a title, one line
 * and one action. A failure is announced as it appears (role alert), a success politely (status).
 * `data-state` names the tone for the UI sweep (a Retry on a not-available state is a finding).
 */
export function StatePanel({ tone, drawing, title, line, action, headingLevel }: StatePanelProps) {
  const Title = headingLevel === 1 ? "h1" : headingLevel === 2 ? "h2" : "p";
  return (
    <div className={`ds-state ds-state--${tone}`} data-state={tone} role={tone === "failure" ? "alert" : tone === "success" ? "status" : undefined}>
      <svg className="ds-state__art" width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
        <circle cx="36" cy="36" r="36" className="ds-state__disc" />
        <path d={drawing ?? GLYPH[tone]} fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        {/* The empty set's one accent, the yellow dot of the job photos (ui/public/job-photos). */}
        {tone === "empty" && <circle cx="54" cy="18" r="4" className="ds-state__accent" />}
      </svg>
      <Title className="ds-state__title">{title}</Title>
      {line !== undefined && <p className="ds-state__line">{line}</p>}
      {action}
    </div>
  );
}

/**
 * A failure that trying again can help (no signal, a 5xx, a route's code that did not load): its
 * title ('Oops! Failed to load' unless the failure has its own), what to check, and Retry.
 */
export function RetryState({ title, onRetry, headingLevel }: { readonly title?: string; readonly onRetry: () => void; readonly headingLevel?: 1 | 2 }) {
  const { t } = useTranslation("common");
  return (
    <StatePanel
      tone="failure"
      title={title ?? t("state.loadFailed")}
      line={t("state.loadFailedLine")}
      {...(headingLevel === undefined ? {} : { headingLevel })}
      action={<Button onClick={onRetry}>{t("action.retry")}</Button>}
    />
  );
}
