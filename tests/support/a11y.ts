import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe on the screen as it is now, with axe's default rules: its serious and critical violations,
 * each as `<where>: <rule>: <help> (<elements>)`, so a report says what to fix and where without
 * opening a trace.
 *
 * axe-core runs in the page itself (injected once per document through the DevTools protocol,
 * which the page's CSP does not govern) and reports violations only. @axe-core/playwright's
 * AxeBuilder opens a second page for every run to merge frame results: about a second a screen,
 * which the UI sweep's 200 screens cannot afford. The app has no frames, so nothing is lost.
 */
export const a11yViolations = async (page: Page, where: string = page.url()): Promise<string[]> => {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === "function"))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const results = await (window as AxeWindow).axe!.run(document, { resultTypes: ["violations"] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id}: ${v.help} (${v.targets.join(", ")})`);
};

/** No serious or critical violation on the screen as it is now. */
export const expectNoA11yViolations = async (page: Page, where: string = page.url()): Promise<void> => {
  expect(await a11yViolations(page, where), `serious or critical accessibility violations on ${where}`).toEqual([]);
};
