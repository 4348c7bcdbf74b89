import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { MOCK_URL, signIn } from "./e2e-helpers";

/** Seeded provider accounts of mock-server/store/seed-businesses.ts. */
export const PROVIDERS = {
  budi: "81200000002",
  kopi: "81200000021",
  newProvider: "81200000024",
  newProvider2: "81200000025",
  pendingMember: "81200000026",
} as const;

/** axe on the current screen: no serious or critical violation. */
export const expectAccessible = async (page: Page, what: string): Promise<void> => {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${what}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
};

/** A full-page screenshot at phone size for reviewing the screen by eye. */
export const snap = async (page: Page, name: string): Promise<void> => {
  await page.screenshot({ path: `../.provider-screens/${name}.png`, fullPage: true });
};

const PNG_1PX = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/** Clicks an upload button and picks a small PNG in the file chooser the browser fallback opens. */
export const uploadPhoto = async (page: Page, button: ReturnType<Page["getByRole"]>): Promise<void> => {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG_1PX });
};

/** The card of one job in the provider's list, by its Job ID. */
export const jobCard = (page: Page, jobId: string) => page.locator("li.ds-card", { hasText: new RegExp(`(Job ID|ID Lowongan) ${jobId}(?!\\d)`) });

/**
 * Signs in as a provider whose active role is provider: other tests switch the demo Admin to the
 * seeker role (login.spec.ts), and the job rules act on the active role.
 */
export const signInAsProvider = async (page: Page, phone: string, path: string, language: "en" | "id" = "en"): Promise<void> => {
  const session = await page.request.post(`${MOCK_URL}/__dev/sessions`, { data: { phone } });
  const { token } = (await session.json()) as { token: string };
  const switched = await page.request.post(`${MOCK_URL}/api/auth/role`, { data: { role: "provider" }, headers: { authorization: `Bearer ${token}` } });
  expect(switched.status(), "POST /api/auth/role").toBe(200);
  await signIn(page, phone, path, language);
};

/**
 * The page errors that matter: signIn opens /app/favicon.svg, an SVG document without an icon link,
 * so Chromium may also ask for /favicon.ico (404) on its own.
 */
export const appErrors = (errors: readonly string[]): readonly string[] => errors.filter((e) => !e.includes("/favicon.ico"));
