import { safeUrl } from "../../domain/shared/safe-url.rules";

/** Text for HTML content and attribute values of the back office. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A link to a stored URL, through the one safe-URL rule (domain/shared/safe-url.rules.ts): a URL
 * the rule refuses (a `javascript:` one in an old data file) is shown as text, never as an href.
 */
export const linkHtml = (url: string, label: string): string => {
  const safe = safeUrl(url);
  return safe === undefined
    ? `${escapeHtml(label)} <small>(unsafe link not shown)</small>`
    : `<a href="${escapeHtml(safe)}" rel="noopener noreferrer" target="_blank">${escapeHtml(label)}</a>`;
};
