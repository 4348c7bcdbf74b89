import { test, type Page } from "@playwright/test";
import { join } from "node:path";

/**
 * A screenshot at phone size for reviewing a screen by eye, saved as
 * `test-results/screens/<name>.png` (Playwright's output folder, git-ignored and emptied at the
 * start of every run), so all of a run's screens are in one folder. The visible part by default;
 * `fullPage` for the whole scrollable page; `scale: "css"` for one pixel per CSS pixel (a quarter
 * of the bytes and the time at the phones' scale factor 2).
 */
export const screenshot = async (page: Page, name: string, options: { readonly fullPage?: boolean; readonly scale?: "css" | "device" } = {}): Promise<void> => {
  await page.screenshot({ path: join(test.info().project.outputDir, "screens", `${name}.png`), fullPage: options.fullPage ?? false, scale: options.scale ?? "device" });
};
