import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Issue 10, item 5: every URL the app renders from data (an href, a src) goes through the one
 * safe-URL rule, `safeUrl` of domain/shared/safe-url.rules.ts, so a stored `javascript:` URL (or any
 * other scheme) never becomes a link or a source. The app's sources are scanned: a new
 * `<img src={...}>` or `<a href={...}>` fed anything else fails here the day it is written.
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const UI = join(ROOT, "ui");

/** Attributes whose value the browser loads or navigates to. */
const URL_ATTRIBUTE = /\b(href|src|srcSet|poster|action|formAction|data|cite|ping|xlinkHref)=\{/g;

/** Values that are not data: constants of the app, each with why it is safe. */
const CONSTANTS: Readonly<Record<string, string>> = {
  STORE_URL: "ui/features/provider-jobs/public-job-view.tsx: the Play Store address, a literal in that file",
};

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The JavaScript expression of a JSX attribute starting at `{` (braces balanced). */
const expressionAt = (text: string, open: number): string => {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth += 1;
    else if (text[i] === "}" && --depth === 0) return text.slice(open + 1, i).trim();
  }
  return text.slice(open + 1);
};

interface Site {
  readonly file: string;
  readonly line: number;
  readonly attribute: string;
  readonly value: string;
}

/** The element an attribute at `index` belongs to (the last `<Name` before it). */
const elementAt = (text: string, index: number): string => /<([A-Za-z][\w.]*)[^<]*$/.exec(text.slice(0, index))?.[1] ?? "";

const sites: Site[] = sources(UI).flatMap((path) => {
  const text = readFileSync(path, "utf8");
  // `data` loads a URL on <object> only, `action` on <form> only; on a component (StatePanel's
  // `action`) each is a prop like any other.
  const ON_ELEMENT: Readonly<Record<string, string>> = { data: "object", action: "form" };
  const loads = (m: RegExpMatchArray): boolean => {
    const element = ON_ELEMENT[m[1] ?? ""];
    return element === undefined || elementAt(text, m.index ?? 0) === element;
  };
  return [...text.matchAll(URL_ATTRIBUTE)].filter(loads).map((m) => ({
    file: relative(ROOT, path),
    line: text.slice(0, m.index).split("\n").length,
    attribute: m[1] ?? "",
    value: expressionAt(text, (m.index ?? 0) + m[0].length - 1),
  }));
});

const isSafeSite = (site: Site): boolean =>
  /^safeUrl\(/.test(site.value) || site.value in CONSTANTS || /^(["'`])[^$]*\1$/.test(site.value);

describe("URLs rendered from data", () => {
  it("finds the app's link, image and video sites", () => {
    expect(sites.filter((s) => s.attribute === "src").length).toBeGreaterThanOrEqual(5);
  });

  it("go through safeUrl (or are a constant of the app)", () => {
    expect(sites.filter((s) => !isSafeSite(s)).map((s) => `${s.file}:${s.line} ${s.attribute}={${s.value}}`)).toEqual([]);
  });

  it("take safeUrl from the one rule in domain/shared/safe-url.rules.ts", () => {
    const users = [...new Set(sites.filter((s) => s.value.startsWith("safeUrl(")).map((s) => s.file))];
    const wrong = users.filter((file) => !/import \{[^}]*\bsafeUrl\b[^}]*\} from "[./]*domain\/shared\/safe-url\.rules"/.test(readFileSync(join(ROOT, file), "utf8")));
    expect(wrong).toEqual([]);
    // Nobody else defines one.
    const copies = sources(UI).filter((path) => /\b(const|function)\s+safeUrl\b/.test(readFileSync(path, "utf8")));
    expect(copies.map((path) => relative(ROOT, path))).toEqual([]);
  });

  it("never reach the DOM by hand (element.src / .href, location, window.open, setAttribute)", () => {
    const sinks = sources(UI).flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          /\.(src|href)\s*=[^=]|location\.(assign|replace)\(|window\.open\(|setAttribute\(\s*["'](href|src)["']|dangerouslySetInnerHTML|innerHTML\s*=/.test(line)
            ? [`${relative(ROOT, path)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(sinks).toEqual([]);
  });
});
