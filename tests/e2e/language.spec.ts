import { expect, test, type Page } from "@playwright/test";
import { newPhone, setLanguageCookie } from "../support/e2e-helpers";

/*
 * The app's language (issue 19, items 13 and 23): the first visit follows the browser when it reads
 * English or Indonesian, the stored choice (cookie `language`) wins after that, and a text already
 * on screen follows a switch; a raw i18n key never reaches the screen, however slow the texts come.
 */

/** An i18n key as the catalogue writes them ("error.phone.wrongFormat", "state.loadFailed"). */
const RAW_KEY = /\b(?:error|state|api|action|field|otp|login|register)\.[a-z][A-Za-z]*(?:\.[a-z][A-Za-z]*)?\b/;

/** Every raw key that entered the page's text, from the first paint on (a MutationObserver sees each change before it is painted). */
const watchRawKeys = async (page: Page): Promise<() => Promise<string[]>> => {
  await page.addInitScript((pattern: string) => {
    const seen: string[] = [];
    (window as unknown as { __rawKeys: string[] }).__rawKeys = seen;
    const re = new RegExp(pattern);
    const check = () => {
      const found = document.body?.innerText.match(re);
      if (found && !seen.includes(found[0])) seen.push(found[0]);
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, RAW_KEY.source);
  return () => page.evaluate(() => (window as unknown as { __rawKeys: string[] }).__rawKeys);
};

/**
 * Holds back the text bundle (a JS chunk of the build) that contains `text` until the returned
 * function is called: the texts of a slow phone's network. Resolves `asked` once it was requested.
 */
const holdBundleWith = async (page: Page, text: string) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markAsked!: () => void;
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  await page.route("**/app/assets/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(text)) {
      markAsked();
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { asked, release };
};

test.describe("a refusal's text", () => {
  test("on the English login, a wrong number tapped before the error texts arrive shows no raw key, then its English text", async ({ page, context }) => {
    await setLanguageCookie(context, "en");
    const rawKeys = await watchRawKeys(page);
    const errorsBundle = await holdBundleWith(page, "The mobile number you entered is incorrect");
    await page.goto("/app/login");
    await page.getByLabel("Mobile number").fill("712345");
    // The first touch of the page: it asks for the error texts, and the refusal comes before them.
    await page.getByRole("button", { name: "Send code" }).click();
    await errorsBundle.asked;
    // The number is refused (the field says so at once); its words wait for their texts, never a key.
    await expect(page.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
    expect(await rawKeys()).toEqual([]);
    errorsBundle.release();
    await expect(page.getByText("The mobile number you entered is incorrect")).toBeVisible();
    expect(await rawKeys()).toEqual([]);
  });

  test("an error on screen follows a switch to English, with no raw key while the English texts load", async ({ page, context }) => {
    await setLanguageCookie(context, "id");
    const rawKeys = await watchRawKeys(page);
    await page.goto("/app/login");
    await page.getByLabel("Nomor HP").fill("712345");
    await page.getByRole("button", { name: "Kirim kode" }).click();
    await expect(page.getByText("Nomor HP yang kamu masukkan salah")).toBeVisible();

    const englishErrors = await holdBundleWith(page, "The mobile number you entered is incorrect");
    await page.getByLabel("Bahasa").selectOption("en");
    await englishErrors.asked;
    expect(await rawKeys()).toEqual([]);
    englishErrors.release();
    await expect(page.getByRole("heading", { name: "Log in to Gawe" })).toBeVisible();
    await expect(page.getByText("The mobile number you entered is incorrect")).toBeVisible();
    await expect(page.getByText("Nomor HP yang kamu masukkan salah")).toHaveCount(0);

    // And back: the same error, in Indonesian again.
    await page.getByLabel("Language").selectOption("id");
    await expect(page.getByText("Nomor HP yang kamu masukkan salah")).toBeVisible();
    expect(await rawKeys()).toEqual([]);
  });
});

test.describe("an English browser", () => {
  test.use({ locale: "en-US" });

  test("opens the login in English on its first visit, with English texts asked for by the page's first script", async ({ page }) => {
    const englishAuth: string[] = [];
    page.on("response", async (response) => {
      if (response.url().includes("/app/assets/") && response.url().endsWith(".js") && (await response.text()).includes("Log in to Gawe")) englishAuth.push(response.url());
    });
    const apiLanguages: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/")) apiLanguages.push(request.headers()["accept-language"] ?? "");
    });
    await page.goto("/app/login");
    await expect(page.getByRole("heading", { name: "Log in to Gawe" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Decided before the first texts were fetched: the HTML's preload script, which runs before the
    // app, asked for the English ones (a link of its own), so they came with the app's code.
    expect(englishAuth).toHaveLength(1);
    const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload], link[rel=preload]")].map((l) => l.href));
    expect(preloaded).toContain(englishAuth[0]);
    // The API hears the language shown.
    await page.getByLabel("Mobile number").fill(newPhone("8139"));
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText("You have not created an account")).toBeVisible();
    expect(apiLanguages.length).toBeGreaterThan(0);
    expect(new Set(apiLanguages)).toEqual(new Set(["en"]));
  });

  test("keeps the stored choice: Indonesian chosen once stays Indonesian", async ({ page, context }) => {
    await setLanguageCookie(context, "id");
    await page.goto("/app/login");
    await expect(page.getByRole("heading", { name: "Masuk ke Gawe" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
  });

  test("a choice made on the page is the one the next visit opens in", async ({ page }) => {
    await page.goto("/app/login");
    await page.getByLabel("Language").selectOption("id");
    await expect(page.getByRole("heading", { name: "Masuk ke Gawe" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Masuk ke Gawe" })).toBeVisible();
  });
});

test.describe("an Indonesian browser", () => {
  test.use({ locale: "id-ID" });

  test("opens in Indonesian, and an English choice stored earlier wins", async ({ page, context }) => {
    await page.goto("/app/login");
    await expect(page.getByRole("heading", { name: "Masuk ke Gawe" })).toBeVisible();
    await setLanguageCookie(context, "en");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Log in to Gawe" })).toBeVisible();
  });
});

test.describe("a browser in neither language", () => {
  test.use({ locale: "fr-FR" });

  test("opens in the default language, Indonesian", async ({ page }) => {
    await page.goto("/app/login");
    await expect(page.getByRole("heading", { name: "Masuk ke Gawe" })).toBeVisible();
  });
});
