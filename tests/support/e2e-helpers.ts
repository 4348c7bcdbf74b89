import { expect, type BrowserContext, type Page } from "@playwright/test";
import { E2E_APP_PORT, E2E_MOCK_PORT } from "./ports";

export const DEMO = {
  seeker: "81200000001",
  providerAdmin: "81200000002",
  providerMember: "81200000003",
  seekerSmsOnly: "81200000004",
  otp: "1234",
} as const;

export const MOCK_URL = `http://127.0.0.1:${E2E_MOCK_PORT}`;

/** The language cookie the app reads before anyone logs in. */
export const setLanguageCookie = async (context: BrowserContext, language: "en" | "id"): Promise<void> => {
  await context.addCookies([{ name: "language", value: language, domain: "127.0.0.1", path: "/" }]);
};

/** Logs in through the real screens (English texts), ending on the role's home. */
export const logInAs = async (page: Page, phone: string, target = "/app/login"): Promise<void> => {
  await page.goto(target);
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("4-digit code").fill(DEMO.otp);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/app\/(login|sendCode)/);
};

/** Collects console errors and uncaught page errors; assert it is empty at the end of a test. */
export const collectPageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
};

export const appUrl = (path: string): string => `http://127.0.0.1:${E2E_APP_PORT}/app${path}`;
