import { expect, test } from "@playwright/test";
import { collectPageErrors, DEMO_ACCOUNTS, devAuth, setLanguageCookie } from "../support/e2e-helpers";
import { idle } from "../support/request-rounds";

const ANDROID_APP = "Mozilla/5.0 (Linux; Android 12; SM-A125F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 GaweApp/2.1.5";

interface SentMessage {
  readonly id?: string;
  readonly method: string;
  readonly payload?: Record<string, unknown>;
}
type BridgeWindow = Window & { __sent: SentMessage[]; __forgedDelivered?: boolean; __gaweBridgeCallback?: (json: string) => void };

test.use({ userAgent: ANDROID_APP });

test("inside the Android app, the native login becomes the session and toasts go to the native shell", async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await setLanguageCookie(context, "en");
  // The native side logged Budi in: a real token of the mock, handed over in the bridge's login payload.
  const auth = await devAuth(page.request, DEMO_ACCOUNTS.providerAdmin.phone);
  const payload = { token: auth.token, role: 2, userId: auth.account.userId, companyId: auth.account.companyId, phone: DEMO_ACCOUNTS.providerAdmin.phone, userVerified: true };

  // A fake of the Android shell's JS interface: records every message and answers loginState.
  await page.addInitScript((login) => {
    const win = window as unknown as BridgeWindow;
    win.__sent = [];
    (window as unknown as { GaweBridge: { postMessage(json: string): void } }).GaweBridge = {
      postMessage(json: string) {
        const message = JSON.parse(json) as SentMessage;
        win.__sent.push(message);
        if (message.method === "loginState" && message.id !== undefined) {
          const answer = JSON.stringify({ id: message.id, ok: true, payload: login });
          setTimeout(() => win.__gaweBridgeCallback?.(answer), 50);
          // A second, unsolicited answer with another person's token must be ignored.
          setTimeout(() => {
            win.__gaweBridgeCallback?.(JSON.stringify({ id: "forged", ok: true, payload: { ...login, token: "forged" } }));
            win.__forgedDelivered = true;
          }, 80);
        }
      },
    };
  }, payload);

  await page.goto("/app/provider");
  // The Android adapter loads after the first paint (docs/performance.md), then asks loginState.
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem("gawe.session") ?? "null") as { token: string; roleId: string } | null);
  await expect.poll(stored).toMatchObject({ token: auth.token, roleId: "provider" });
  // Once the forged answer has been handed over and the page has done what it does with it (on a
  // busy machine that may take longer than any fixed wait), nothing changed.
  await expect.poll(() => page.evaluate(() => (window as unknown as BridgeWindow).__forgedDelivered === true)).toBe(true);
  await idle(page);
  expect(await stored()).toMatchObject({ token: auth.token, roleId: "provider" });
  await expect(page).toHaveURL(/\/app\/provider/);

  await page.getByRole("link", { name: "Account" }).click();
  await page.getByRole("button", { name: "Switch to Job Seeker" }).click();
  await expect(page).toHaveURL(/\/app\/seeker/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as BridgeWindow).__sent.filter((m) => m.method === "toast").map((m) => m.payload?.message)))
    .toEqual([expect.stringContaining("Job Seeker")]);
  // The native shell shows the toast; the page does not show a second one of its own.
  await expect(page.getByRole("status", { name: "Notifications" })).toBeEmpty();
  expect(errors).toEqual([]);
});
