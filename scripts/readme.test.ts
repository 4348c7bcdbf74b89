import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatPhone } from "../domain/identity/phone.format";
import { DEMO_ACCOUNTS } from "../mock-server/store/demo-accounts";

/** The README's commands and accounts stay true (issue 19 items 21 and 22). */
const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const scripts = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> }).scripts;

/** Every `npm run <name>`, `npm start` and `npm test` the README shows, as the script name. */
const namedScripts = (): string[] => [...readme.matchAll(/\bnpm (?:run(?: -s)? ([\w:-]+)|(start|test)\b)/g)].map(([, run, short]) => run ?? short ?? "");

describe("README.md", () => {
  it("names only npm scripts that exist", () => {
    expect(namedScripts().length).toBeGreaterThan(5);
    expect(namedScripts().filter((name) => scripts[name] === undefined)).toEqual([]);
  });

  it("never builds right before a script that builds itself", () => {
    const builtTwice = [...readme.matchAll(/npm run build && npm run ([\w:-]+)/g)].filter(([, name]) => scripts[name ?? ""]?.startsWith("npm run build"));
    expect(builtTwice.map(([command]) => command)).toEqual([]);
  });

  it("lists every demo account with its phone", () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(readme, account.fullName).toContain(account.fullName);
      expect(readme, account.fullName).toContain(formatPhone(account.phone));
    }
  });
});
