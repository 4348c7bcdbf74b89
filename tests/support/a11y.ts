import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe on the screen as it is now, with axe's default rules: no serious or critical violation. A
 * failure lists each one as `<where>: <rule>: <help> (<elements>)`, so the report says what to fix
 * and where without opening a trace.
 */
export const expectNoA11yViolations = async (page: Page, where: string = page.url()): Promise<void> => {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${where}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `serious or critical accessibility violations on ${where}`,
  ).toEqual([]);
};
