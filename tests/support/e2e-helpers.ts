import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { Schema } from "effect";
import { DEV_APP_SECRET } from "../../adapters/http/app-secret";
import { newNonce, signNonce } from "../../adapters/http/request-signature";
import { SESSION_KEY } from "../../adapters/storage/storage-keys";
import { AuthResult } from "../../domain/identity/account.schema";
import { sessionFromAuthResult } from "../../domain/identity/session.rules";
import { Session, type Language } from "../../domain/identity/session.schema";
import { E2E_APP_PORT, E2E_MOCK_PORT } from "./ports";

/** The seeded demo accounts (phone, user id, name) and their OTP code: the seed's own list. */
export { DEMO_ACCOUNTS, DEMO_OTP_CODE } from "../../mock-server/store/demo-accounts";

export const MOCK_URL = `http://127.0.0.1:${E2E_MOCK_PORT}`;

/**
 * The `nonce` and `signature` headers as the app signs them, for a test that calls /api itself:
 * the mock refuses unsigned and replayed requests (docs/api.md "Signature and nonce").
 */
export const signedHeaders = async (): Promise<Record<string, string>> => {
  const nonce = newNonce();
  return { nonce, signature: await signNonce(process.env.MOCK_APP_SECRET ?? process.env.VITE_APP_SECRET ?? DEV_APP_SECRET, nonce) };
};

/** A random number starting with `prefix` (the seeded ones start with 8120000), for registering a new account. */
export const newPhone = (prefix: string): string => `${prefix}${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

/** A session of `phone` from the back office (no OTP screens), as the login answers it. */
export const devAuth = async (request: APIRequestContext, phone: string): Promise<AuthResult> => {
  const response = await request.post(`${MOCK_URL}/__dev/sessions`, { data: { phone } });
  expect(response.status(), "POST /__dev/sessions").toBe(200);
  return Schema.decodeUnknownSync(AuthResult)(await response.json());
};

/** The last OTP code the mock sent to `phone`, from the back office. */
export const devOtp = async (request: APIRequestContext, phone: string): Promise<string> => {
  const response = await request.get(`${MOCK_URL}/__dev/otps?phone=${phone}`);
  return JSON.stringify(await response.json()).match(/"(\d{4})"/)?.[1] ?? "";
};

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
  const session = sessionFromAuthResult(await devAuth(page.request, phone), language);
  // Any same-origin page gives access to the app's localStorage; the icon is the lightest one.
  await page.goto("/app/favicon.svg");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(Schema.encodeSync(Session)(session))] as const);
  await setLanguageCookie(page.context(), language);
  await page.goto(`/app${path}`);
};

/**
 * Ends the page's session on the server, as an expiry or a log out on another phone does: the
 * token the app keeps is revoked (POST /api/auth/logout), the app still holds it. Its next call
 * is answered UNAUTHENTICATED.
 */
export const endSessionOnServer = async (page: Page): Promise<void> => {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const { token } = Schema.decodeUnknownSync(Session)(JSON.parse(stored ?? "null"));
  const response = await page.request.post(`${MOCK_URL}/api/auth/logout`, { headers: { ...(await signedHeaders()), authorization: `Bearer ${token}` } });
  expect(response.status(), "POST /api/auth/logout").toBeLessThan(300);
};

/**
 * Collects console errors and uncaught page errors; assert it is empty at the end of a test.
 * Chromium reports every Content-Security-Policy refusal as a console error ("... violates the
 * following Content Security Policy directive ..."), so such a test also fails on a violation of
 * the build's policy (docs/deploy.md; tests/e2e/csp.spec.ts proves it).
 */
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

/**
 * The page errors that matter: signIn opens /app/favicon.svg, an SVG document without an icon link,
 * so Chromium may also ask for /favicon.ico (404) on its own.
 */
export const appErrors = (errors: readonly string[]): readonly string[] => errors.filter((e) => !e.includes("/favicon.ico"));

const PNG_1PX = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/** A small PNG file named `name`, for photo uploads. */
export const pngFile = (name: string) => ({ name, mimeType: "image/png", buffer: PNG_1PX }) as const;

/** Taps `button` (a locator, or the name of a button) and picks `file` in the file chooser the browser bridge opens. */
export const pickFile = async (
  page: Page,
  button: Locator | string,
  file: { readonly name: string; readonly mimeType: string; readonly buffer: Buffer },
): Promise<void> => {
  const chooser = page.waitForEvent("filechooser");
  await (typeof button === "string" ? page.getByRole("button", { name: button }) : button).click();
  await (await chooser).setFiles(file);
};

/**
 * What a shown toast covers among `targets` (a page's h1, its status chip): the names of those
 * whose boxes it overlaps, as a person sees the screen now. Empty when it covers none of them.
 */
export const coveredByToast = async (page: Page, targets: readonly Locator[]): Promise<string[]> => {
  const toast = await page.locator(".ds-toast").boundingBox();
  expect(toast, "a toast is shown").not.toBeNull();
  const covered: string[] = [];
  for (const target of targets) {
    const box = await target.boundingBox();
    if (toast === null || box === null) continue;
    const apart = toast.x + toast.width <= box.x || box.x + box.width <= toast.x || toast.y + toast.height <= box.y || box.y + box.height <= toast.y;
    if (!apart) covered.push((await target.textContent())?.trim() ?? "");
  }
  return covered;
};
