import { expect, type BrowserContext, type Page } from "@playwright/test";
import { Schema } from "effect";
import { SESSION_KEY } from "../../adapters/storage/session.local-storage-adapter";
import { AuthResult } from "../../domain/identity/account.schema";
import { sessionFromAuthResult } from "../../domain/identity/session.rules";
import { Session, type Language } from "../../domain/identity/session.schema";
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

/**
 * Logs in without the OTP screens, through the back office's session endpoint, then opens `path`.
 * For tests about something else than logging in: the OTP resend countdown and hourly limit of a
 * number are real, so parallel tests cannot all log in through the screens as the same person.
 */
export const signIn = async (page: Page, phone: string, path: string, language: Language = "en"): Promise<void> => {
  const response = await page.request.post(`${MOCK_URL}/__dev/sessions`, { data: { phone } });
  expect(response.status(), "POST /__dev/sessions").toBe(200);
  const session = sessionFromAuthResult(Schema.decodeUnknownSync(AuthResult)(await response.json()), language);
  // Any same-origin page gives access to the app's localStorage; the icon is the lightest one.
  await page.goto("/app/favicon.svg");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(Schema.encodeSync(Session)(session))] as const);
  await setLanguageCookie(page.context(), language);
  await page.goto(`/app${path}`);
};

/** Collects console errors and uncaught page errors; assert it is empty at the end of a test. */
export const collectPageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on("console", (message) => {
    // The location names the failing resource, which the text of a network error leaves out.
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
};

export const appUrl = (path: string): string => `http://127.0.0.1:${E2E_APP_PORT}/app${path}`;
