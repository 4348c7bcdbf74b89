import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The UI sweep's eyes (tests/e2e/ui-sweep.spec.ts): one in-page function that looks at the screen
 * as it is now and lists what a person would call broken, and the locale tables that tell which
 * strings belong to the other language. docs/ui.md describes the rules and their exemptions.
 */

export type SweepLanguage = "en" | "id";

/** What the page function needs to know about the other language's strings. */
export interface ForeignTexts {
  /** Exact strings of the other language that the current language never uses. */
  readonly exact: readonly string[];
  /** Interpolated strings of the other language as regular expression sources ("^Dikirim .+$"). */
  readonly patterns: readonly string[];
}

const LOCALES = "ui/i18n/locales";
const readBundles = (language: SweepLanguage): Map<string, string> => {
  const all = new Map<string, string>();
  for (const file of readdirSync(join(LOCALES, language)).filter((f) => f.endsWith(".json"))) {
    const bundle = JSON.parse(readFileSync(join(LOCALES, language, file), "utf8")) as Record<string, unknown>;
    for (const [key, value] of Object.entries(bundle)) if (typeof value === "string") all.set(`${file}:${key}`, value);
  }
  return all;
};

const normalize = (text: string): string => text.replace(/\s+/g, " ").trim();
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const INTERPOLATION = /\{\{[^}]+\}\}/g;
const HAS_INTERPOLATION = /\{\{[^}]+\}\}/;

/**
 * The strings of the language that is not `language`, as the locale files know them: a value whose
 * key has a different value in `language`, and which `language` does not use anywhere itself
 * ('Email', 'Filter', 'CV' are words of both). Interpolated values become patterns when their fixed
 * part has at least two words of letters, so '{{km}} km' or '{{a}} · {{b}}' never match.
 */
export const foreignTexts = (language: SweepLanguage): ForeignTexts => {
  const own = readBundles(language);
  const other = readBundles(language === "en" ? "id" : "en");
  const ownValues = new Set([...own.values()].map(normalize));
  const exact = new Set<string>();
  const patterns = new Set<string>();
  for (const [key, raw] of other) {
    const value = normalize(raw);
    if (own.get(key) !== undefined && normalize(own.get(key) ?? "") === value) continue;
    if (ownValues.has(value) || !/\p{L}{3}/u.test(value) || /<\d+>|<\/?\w+>/.test(value)) continue;
    if (!HAS_INTERPOLATION.test(value)) {
      exact.add(value);
      continue;
    }
    const fixed = value.replace(INTERPOLATION, " ");
    if ((fixed.match(/\p{L}{3,}/gu) ?? []).length < 2) continue;
    patterns.add(`^${value.split(INTERPOLATION).map(escapeRegExp).join(".+?")}$`);
  }
  return { exact: [...exact], patterns: [...patterns] };
};

export interface InspectArgs {
  readonly language: SweepLanguage;
  readonly foreign: ForeignTexts;
  /** Smallest touch target, CSS px (44). */
  readonly minTarget: number;
  /** The login, where the app starts: no way back, so no top bar. Every other screen that is not a home has one. */
  readonly startScreen: boolean;
  /** Retry in `language` (common:action.retry). */
  readonly retryLabel: string;
  /**
   * The screen's API answered a refusal that asking again gets again (401, 403, 404), and nothing
   * that trying again could help (a 5xx, a 429, no answer at all).
   */
  readonly refusedOnly: boolean;
}

/**
 * Runs in the page (page.evaluate): every finding as one line, `<check>: <what> (<where>)`.
 * Self-contained on purpose; Playwright sends its source to the browser.
 *
 * - overflow: the page scrolls sideways, or an element sticks out past the right edge.
 * - clipped: an element with text wider or taller than its box where the box does not scroll
 *   (scrollWidth > clientWidth; the deepest such element is named), an input whose value (or
 *   placeholder) is wider than its content box (canvas-measured), a select narrower than a select
 *   of the same styles needs for its chosen option (a hidden probe beside it).
 * - broken word: a word whose letters sit on two lines. A break right after '-', '/', '–' or '—'
 *   is a normal line break opportunity, not a broken word.
 * - raw text: text that looks like an i18n key, 'undefined', 'NaN', 'null', '[object', or an ISO
 *   date ('2026-11-24', '2013-07'), in text, aria-label, placeholder, title or alt; on an Indonesian
 *   screen, a time written with a colon ('08:00': issue 21, the formatters write '08.00'), except
 *   in a countdown (role timer: '29:59' is a duration, as clocks show it).
 * - other language: text equal to a string of the other language (locale files), unless an
 *   ancestor's lang attribute says it is in that language on purpose.
 * - hidden tab: a tab cut off by its tablist's edge where the row does not scroll sideways, or the
 *   selected tab not wholly in view (a chip row that scrolls may cut the others: that shows there is more).
 * - wrapped tabs: a tab row that wraps: its tabs on more than one row, or a tab's label on two lines.
 * - wrapped label: a tag's (.sk-tag, .ds-badge) text on two lines or more, or a button's
 *   (.ds-button) inside a card of the .sk-card frame (job, applicant, activity cards), whose
 *   actions share rows.
 * - useless retry: a Retry button on a not-available state (`data-state="notAvailable"`), or on a
 *   screen whose API refused with 401, 403 or 404 and nothing that trying again could help.
 * - heading order: a heading more than one level below the heading before it (an h3 right after
 *   an h1), as Lighthouse's heading-order rule; visually hidden headings count.
 * - repeated part: text, or a field's value, that says one part twice in a row between commas or
 *   middle dots ("Kebayoran Baru, Kebayoran Baru", "Tangerang · Tangerang"; issue 19).
 * - money column: in a dl or table, Rupiah amounts whose right edges do not meet, that take two
 *   lines, or that are not in tabular figures (issue 19: the salary under its label, on the left).
 * - split number: a number of 10 digits or more (a virtual account, grouped or not) on two lines.
 * - small target: a button, link, input, select, textarea or ARIA control under minTarget px wide
 *   or high. Exempt: a link inside running text (display inline, with text around it in its
 *   block), and a checkbox, radio or switch inside a label that is large enough itself. A stretched
 *   link (its ::after absolutely covers a positioned ancestor, as the job card's title) counts
 *   that ancestor's box.
 * - no top bar: a screen that is not a home (no bottom navigation) and not the login does not
 *   start with the top bar (ui/shared/top-bar.tsx: 56 px, a back button with an accessible name).
 * Elements hidden from sight (display none, hidden, a 1 px .visually-hidden box) are not looked at,
 * except that their text still goes through the raw and other-language checks (screen readers read it).
 */
/**
 * Lays out what `content-visibility: auto` skips (the infinite list's off-screen items, docs/performance.md,
 * "Lists"): a skipped box has no laid-out text to measure. Run in the page before inspectScreen; CSSOM
 * styles, which the CSP allows.
 */
export function showSkippedContent(): Promise<void> {
  for (const el of document.querySelectorAll<HTMLElement>("body *")) if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
}

export function inspectScreen({ language, foreign, minTarget, startScreen, retryLabel, refusedOnly }: InspectArgs): string[] {
  const findings: string[] = [];
  // 11. The top bar on every screen that is not a home: first in the page's main, 56 px, its back named.
  if (!startScreen && document.querySelector(".bottom-nav") === null) {
    const bar = document.querySelector("main > .ds-appbar:first-child");
    const back = bar?.querySelector("button[aria-label]:not([aria-label=''])");
    if (bar === null || bar === undefined || back === null || back === undefined) findings.push("no top bar: a screen that is not a home starts without the top bar and its named back button");
    else if (Math.round(bar.getBoundingClientRect().height) < 56) findings.push(`no top bar: the top bar is ${Math.round(bar.getBoundingClientRect().height)} px high, not 56`);
  }
  const viewport = document.documentElement.clientWidth;
  const snippet = (text: string | null | undefined): string => (text ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
  const where = (el: Element): string => {
    const cls = typeof el.className === "string" && el.className.trim() !== "" ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
    const text = snippet(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value || el.placeholder : el.textContent);
    return `<${el.tagName.toLowerCase()}${cls}>${text === "" ? "" : ` "${text}"`}`;
  };
  const rendered = (el: Element): boolean => {
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden" || style.visibility === "collapse") return false;
    if (el.closest("[hidden], [aria-hidden='true'] [hidden]") !== null) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  // The .visually-hidden pattern (1 px, clipped): read by screen readers, never seen. A box of
  // `display: contents` (the card's .sk-card__body) has no size of its own and hides nothing.
  const visuallyHidden = (el: Element): boolean => {
    for (let node: Element | null = el; node !== null && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).display === "contents") continue;
      const r = node.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return true;
    }
    return false;
  };
  const scrollsX = (style: CSSStyleDeclaration) => style.overflowX === "auto" || style.overflowX === "scroll";
  // A part, then the same part (any case) right after a comma or a middle dot.
  const repeatedPart = /(?:^|[,·]\s*)(\p{L}[^,·]*?)\s*[,·]\s*\1\s*(?:[,·]|$)/iu;
  const checkRepeated = (text: string, el: Element) => {
    const value = text.replace(/\s+/g, " ").trim();
    const part = repeatedPart.exec(value)?.[1];
    if (part !== undefined) findings.push(`repeated part: "${snippet(part)}" twice in a row in "${snippet(value)}" (${where(el)})`);
  };
  const clipsX = (style: CSSStyleDeclaration) => style.overflowX !== "visible";

  // 1. Sideways scroll and elements past the right edge.
  const pageWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (pageWidth > viewport + 1) findings.push(`overflow: the page is ${pageWidth} px wide in a ${viewport} px viewport`);
  const all = [...document.body.querySelectorAll("*")].filter((el) => !(el instanceof SVGElement && el.tagName !== "svg"));
  const shown = all.filter(rendered);
  const shownSet = new Set(shown);
  const past = shown.filter((el) => {
    const r = el.getBoundingClientRect();
    if (r.right <= viewport + 1 && r.left >= -1) return false;
    for (let a = el.parentElement; a !== null && a !== document.body; a = a.parentElement) if (clipsX(getComputedStyle(a))) return false;
    return !visuallyHidden(el);
  });
  const pastSet = new Set(past);
  for (const el of past) if (el.parentElement === null || !pastSet.has(el.parentElement)) findings.push(`overflow: ${where(el)} reaches x=${Math.round(el.getBoundingClientRect().right)} of ${viewport}`);

  // 2. Clipped text: boxes narrower than their text, inputs narrower than their value.
  const measure = document.createElement("canvas").getContext("2d");
  const textWidth = (text: string, style: CSSStyleDeclaration): number => {
    if (measure === null) return 0;
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    measure.letterSpacing = style.letterSpacing === "normal" ? "0px" : style.letterSpacing;
    return measure.measureText(text).width;
  };
  const contentWidth = (el: Element, style: CSSStyleDeclaration): number =>
    el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const clipped: Element[] = [];
  for (const el of shown) {
    if (visuallyHidden(el)) continue;
    const style = getComputedStyle(el);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) checkRepeated(el.value, el.labels?.[0] ?? el);
    if (el instanceof HTMLInputElement) {
      if (["checkbox", "radio", "file", "hidden", "range", "color", "submit", "button", "image"].includes(el.type)) continue;
      const text = el.value !== "" ? el.value : el.placeholder;
      const room = contentWidth(el, style);
      if (text !== "" && (el.scrollWidth > el.clientWidth + 1 || textWidth(text, style) > room + 1)) {
        findings.push(`clipped: the input's ${el.value !== "" ? "value" : "placeholder"} "${snippet(text)}" needs ${Math.ceil(textWidth(text, style))} px, has ${Math.floor(room)} px (${where(el.labels?.[0] ?? el)})`);
      }
      continue;
    }
    if (el instanceof HTMLSelectElement) {
      // The width a select of the same styles needs to show its chosen option (arrow included).
      const text = el.selectedOptions[0]?.textContent ?? "";
      const probe = document.createElement("select");
      probe.className = el.className;
      probe.append(new Option(text));
      Object.assign(probe.style, { position: "absolute", visibility: "hidden", width: "auto", minWidth: "0", maxWidth: "none", flex: "none" });
      el.after(probe);
      const needs = probe.getBoundingClientRect().width;
      probe.remove();
      const has = el.getBoundingClientRect().width;
      if (text !== "" && needs > has + 1) {
        findings.push(`clipped: the select shows "${snippet(text)}" in ${Math.floor(has)} px, needs ${Math.ceil(needs)} px (${where(el.labels?.[0] ?? el)})`);
      }
      continue;
    }
    if (el instanceof HTMLTextAreaElement || style.display === "inline" || el instanceof SVGElement) continue;
    if ((el.textContent ?? "").trim() === "") continue;
    const wide = el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && !scrollsX(style);
    const tall = (style.overflowY === "hidden" || style.overflowY === "clip") && el.scrollHeight > el.clientHeight + 1 && el.clientHeight > 0;
    if (wide || tall) clipped.push(el);
  }
  for (const el of clipped) {
    if (clipped.some((other) => other !== el && el.contains(other))) continue;
    const axis = el.scrollWidth > el.clientWidth + 1 ? `${el.scrollWidth} px of text in ${el.clientWidth} px` : `${el.scrollHeight} px of text in ${el.clientHeight} px high`;
    findings.push(`clipped: ${axis} (${where(el)})`);
  }

  // 3. Words broken across lines, and 4. raw or other-language text, from the text nodes.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const lineTops = (rects: DOMRectList | DOMRect[]): number[] => {
    const tops: number[] = [];
    for (const r of rects) if (r.width > 0 && !tops.some((t) => Math.abs(t - r.bottom) < 3)) tops.push(r.bottom);
    return tops;
  };
  const exact = new Set(foreign.exact);
  const patterns = foreign.patterns.map((p) => new RegExp(p, "u"));
  const docLang = document.documentElement.lang || language;
  const isForeign = (text: string): boolean => exact.has(text) || patterns.some((p) => p.test(text));
  const langOf = (el: Element): string => el.closest("[lang]")?.getAttribute("lang") ?? docLang;
  const rawChecks: readonly [RegExp, string][] = [
    [/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/, "looks like an i18n key"],
    [/^[a-z]+:[a-zA-Z0-9_.]+$/, "looks like an i18n key"],
    [/\bundefined\b|\bNaN\b|\bnull\b|\[object /, "shows a programming value"],
    [/\b\d{4}-\d{2}-\d{2}\b/, "shows an ISO date"],
    [/\b(19|20)\d{2}-(0[1-9]|1[0-2])\b(?!-\d)/, "shows an ISO month"],
  ];
  const colonTime = /(?<![\d:])([01]?\d|2[0-3]):[0-5]\d(?![\d:])/;
  const checkText = (text: string, el: Element, what: string) => {
    const value = text.replace(/\s+/g, " ").trim();
    if (value === "") return;
    for (const [pattern, problem] of rawChecks) if (pattern.test(value)) findings.push(`raw text: ${what} "${snippet(value)}" ${problem} (${where(el)})`);
    if (language === "id" && el.closest("[role='timer']") === null && colonTime.test(value))
      findings.push(`raw text: ${what} "${snippet(value)}" writes a time with a colon on an Indonesian screen (${where(el)})`);
    checkRepeated(value, el);
    if (langOf(el) === docLang && isForeign(value)) findings.push(`other language: ${what} "${snippet(value)}" is ${docLang === "en" ? "Indonesian" : "English"} (${where(el)})`);
  };
  const checkedElements = new Set<Element>();
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? "";
    if (parent === null || text.trim() === "" || !shownSet.has(parent)) continue;
    if (["SCRIPT", "STYLE", "NOSCRIPT", "OPTION", "TITLE"].includes(parent.tagName)) continue;
    checkText(text, parent, "text");
    // A sentence split over elements ('Dikirim <time>…</time>'): its block as a whole too.
    const block = parent.closest("p, li, h1, h2, h3, h4, dd, dt, label, button, a, span");
    if (block !== null && block !== parent && !checkedElements.has(block) && block.childElementCount <= 4) {
      checkedElements.add(block);
      const whole = (block.textContent ?? "").replace(/\s+/g, " ").trim();
      if (langOf(block) === docLang && isForeign(whole)) findings.push(`other language: text "${snippet(whole)}" is ${docLang === "en" ? "Indonesian" : "English"} (${where(block)})`);
    }
    if (visuallyHidden(parent)) continue;
    range.selectNodeContents(node);
    if (lineTops(range.getClientRects()).length < 2) continue;
    for (const match of text.matchAll(/\S+/g)) {
      const start = match.index;
      const word = match[0];
      range.setStart(node, start);
      range.setEnd(node, start + word.length);
      if (lineTops(range.getClientRects()).length < 2) continue;
      let split = 1;
      range.setStart(node, start);
      range.setEnd(node, start + 1);
      const firstTop = lineTops(range.getClientRects())[0] ?? 0;
      for (; split < word.length; split++) {
        range.setStart(node, start + split);
        range.setEnd(node, start + split + 1);
        const top = lineTops(range.getClientRects())[0];
        if (top !== undefined && Math.abs(top - firstTop) >= 3) break;
      }
      if (/[-/–—]/.test(word[split - 1] ?? "")) continue;
      findings.push(`broken word: "${word.slice(0, split)}|${word.slice(split)}" (${where(parent)})`);
    }
  }
  for (const el of shown) {
    for (const attribute of ["aria-label", "placeholder", "title", "alt"]) {
      const value = el.getAttribute(attribute);
      if (value !== null) checkText(value, el, attribute);
    }
  }

  // 5. Touch targets.
  const controls = shown.filter((el) =>
    el.matches("a[href], button, input:not([type='hidden']), select, textarea, summary, [role='button'], [role='tab'], [role='link'], [role='checkbox'], [role='switch'], [role='radio']"),
  );
  for (const el of controls) {
    if (visuallyHidden(el)) continue;
    let r = el.getBoundingClientRect();
    // A stretched link: its ::after covers its positioned ancestor (a whole card), the real target.
    const after = getComputedStyle(el, "::after");
    if (after.position === "absolute" && after.content !== "none" && el instanceof HTMLElement && el.offsetParent !== null) r = el.offsetParent.getBoundingClientRect();
    if (r.width >= minTarget - 0.5 && r.height >= minTarget - 0.5) continue;
    if (el instanceof HTMLAnchorElement && getComputedStyle(el).display === "inline") {
      const block = el.parentElement?.closest("p, li, dd, span, div, label");
      const around = (block?.textContent ?? "").replace(el.textContent ?? "", "").trim();
      if (around !== "") continue; // an inline link inside running text
    }
    const label = el.closest("label");
    if (label !== null && label !== el) {
      const l = label.getBoundingClientRect();
      if (l.width >= minTarget - 0.5 && l.height >= minTarget - 0.5) continue;
    }
    findings.push(`small target: ${Math.round(r.width)}x${Math.round(r.height)} px (${where(el)})`);
  }

  // 6. Tabs cut off by their tablist's edge: any, in a row that does not scroll sideways; the
  // selected one, in a row that does (the chips, tabs.tsx, scroll it into view).
  for (const tab of shown.filter((el) => el.matches("[role='tab']"))) {
    const list = tab.closest("[role='tablist']");
    if (list === null) continue;
    const scrolls = scrollsX(getComputedStyle(list)) && list.scrollWidth > list.clientWidth + 1;
    if (scrolls && tab.getAttribute("aria-selected") !== "true") continue;
    const t = tab.getBoundingClientRect();
    const l = list.getBoundingClientRect();
    if (t.left < l.left - 1 || t.right > l.right + 1) findings.push(`hidden tab: ${Math.round(Math.max(l.left - t.left, t.right - l.right))} px of the ${scrolls ? "selected " : ""}tab past its row's edge (${where(tab)})`);
  }

  // 7. Tag labels, and the labels of a card's buttons, on more than one line: lines are text boxes
  // whose middles are apart.
  const lineCount = (el: Element): number => {
    const rects: DOMRect[] = [];
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node !== null; node = texts.nextNode()) {
      if ((node.textContent ?? "").trim() === "") continue;
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) rects.push(r);
    }
    const middles: number[] = [];
    for (const r of rects.sort((a, b) => a.top - b.top)) {
      const middle = r.top + r.height / 2;
      if (!middles.some((m) => Math.abs(m - middle) < r.height / 2)) middles.push(middle);
    }
    return middles.length;
  };
  for (const el of shown.filter((e) => e.matches(".sk-tag, .ds-badge, .sk-card .ds-button") && !visuallyHidden(e))) {
    if (lineCount(el) > 1) findings.push(`wrapped label: ${lineCount(el)} lines (${where(el)})`);
  }
  // 6b. A tab row that wraps: tabs on more than one row, or a label on two lines.
  for (const list of shown.filter((el) => el.matches("[role='tablist']"))) {
    const tabs = [...list.querySelectorAll("[role='tab']")].filter((tab) => shownSet.has(tab));
    const tops = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    if (tops.size > 1) findings.push(`wrapped tabs: the tabs on ${tops.size} rows (${where(list)})`);
    for (const tab of tabs) if (lineCount(tab) > 1) findings.push(`wrapped tabs: a label on ${lineCount(tab)} lines (${where(tab)})`);
  }

  // 11. A Retry that cannot help: on a not-available state, or after refusals that asking again gets again.
  for (const button of shown.filter((el) => el.matches("button, [role='button']") && (el.textContent ?? "").trim() === retryLabel)) {
    if (button.closest("[data-state='notAvailable']") !== null) findings.push(`useless retry: Retry on a not-available state (${where(button)})`);
    else if (refusedOnly) findings.push(`useless retry: Retry after the API refused with 401, 403 or 404 (${where(button)})`);
  }

  // 9. Money columns: in a list of label/value rows (dl, table), the Rupiah amounts are one column,
  // right-aligned (their right edges meet), each on one line, in tabular figures (digits of equal width).
  const isAmount = (text: string): boolean => /^-?Rp\s?\d{1,3}(\.\d{3})*$/.test(text.replace(/\s+/g, " ").trim());
  for (const list of shown.filter((el) => el.matches("dl, table") && !visuallyHidden(el))) {
    const cells = [...list.querySelectorAll("dd, td")].filter((cell) => shownSet.has(cell) && cell.closest("dl, table") === list && isAmount(cell.textContent ?? ""));
    if (cells.length < 2) continue;
    const rights = cells.map((cell) => {
      range.selectNodeContents(cell);
      return range.getBoundingClientRect().right;
    });
    const edge = Math.max(...rights);
    for (const [i, cell] of cells.entries()) {
      const off = Math.round(edge - (rights[i] ?? edge));
      if (off > 1) findings.push(`money column: "${snippet(cell.textContent)}" ends ${off} px left of the other amounts (${where(list)})`);
      if (lineCount(cell) > 1) findings.push(`money column: "${snippet(cell.textContent)}" on ${lineCount(cell)} lines (${where(list)})`);
      if (!getComputedStyle(cell).fontVariantNumeric.includes("tabular-nums")) findings.push(`money column: "${snippet(cell.textContent)}" not in tabular figures (${where(list)})`);
    }
  }

  // 10. A long number a person reads out or types (a virtual account, an id of digits): never split
  // over two lines, whether written in groups or not.
  for (const el of shown) {
    if (visuallyHidden(el) || el.parentElement === null || !shownSet.has(el)) continue;
    const text = (el.textContent ?? "").trim();
    if (!/^[\d\s]+$/.test(text) || text.replace(/\s/g, "").length < 10) continue;
    // The outermost element holding just the number speaks for it.
    if (/^[\d\s]+$/.test((el.parentElement.textContent ?? "").trim())) continue;
    if (lineCount(el) > 1) findings.push(`split number: "${snippet(text)}" on ${lineCount(el)} lines (${where(el)})`);
  }

  // 8. Heading levels, in document order, skipping none on the way down.
  let previous: { level: number; el: Element } | null = null;
  for (const heading of shown.filter((el) => el.matches("h1, h2, h3, h4, h5, h6, [role='heading']"))) {
    // An ARIA heading without aria-level is level 2.
    const level = Number(heading.getAttribute("aria-level") ?? (/^H[1-6]$/.test(heading.tagName) ? heading.tagName.slice(1) : "2"));
    if (!Number.isInteger(level)) continue;
    if (previous !== null && level > previous.level + 1) findings.push(`heading order: an h${level} right after an h${previous.level} ${where(previous.el)} (${where(heading)})`);
    previous = { level, el: heading };
  }
  return findings;
}
