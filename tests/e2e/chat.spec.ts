import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, DEMO_ACCOUNTS, signIn } from "../support/e2e-helpers";
import { signInAsProvider } from "../support/provider-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 24, the chat: two phones side by side (360 px), the demo seeker Siti and the Admin Budi of
 * Warung Bu Tini, in their seeded conversation about the Waiter job she applied to
 * (mock-server/features/chat/chat.seed.ts). Messages go both ways and the read marks follow on both
 * sides without a reload (the one event stream); a message typed with no signal waits on the phone and
 * arrives once when the signal is back; a photo goes with its progress and arrives too; Dewi, a
 * Member who did not create that job, cannot open it.
 */
const CONVERSATION = "c-demo-siti-j1001";
const TEXT = {
  en: { photo: "Send a photo", photoSending: /^Sending the photo… \d+%$/, openPhoto: "Open the photo", notAPhoto: "Invalid file format.", tryAgain: "Try again", photoRefused: "This photo can't be sent. Pick a JPEG, PNG or WebP photo of up to 5 MB", remove: "Remove", read: "Read", pending: "Waiting for signal", send: "Send", message: "Message", messagesTab: "Messages", activityTab: "Activity", unread: "unread", messagesLink: "Messages" },
  id: { photo: "Kirim foto", photoSending: /^Mengirim foto… \d+%$/, openPhoto: "Buka foto", notAPhoto: "Format file tidak valid.", tryAgain: "Coba lagi", photoRefused: "Foto ini tidak bisa dikirim. Pilih foto JPEG, PNG, atau WebP maksimal 5 MB", remove: "Hapus", read: "Dibaca", pending: "Menunggu sinyal", send: "Kirim", message: "Pesan", messagesTab: "Pesan", activityTab: "Aktivitas", unread: "belum dibaca", messagesLink: "Pesan" },
} as const;

const phone = async (browser: Browser, who: "seeker" | "provider" | "member" | "rina" | "hendra", language: "en" | "id", path = `/interviewInvitationChat?conversationId=${CONVERSATION}`) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  let streamOpen = false;
  page.on("response", (r) => {
    if (new URL(r.url()).pathname === "/api/events" && r.status() === 200) streamOpen = true;
  });
  if (who === "seeker" || who === "rina") await signIn(page, DEMO_ACCOUNTS[who].phone, path, language);
  else await signInAsProvider(page, DEMO_ACCOUNTS[who === "provider" ? "providerAdmin" : who === "member" ? "providerMember" : "hendra"].phone, path, language);
  return { page, context, errors, streamOpen: () => streamOpen };
};

/** One message of the conversation by its text, and the mark under it. */
const messageOf = (page: Page, text: string) => page.locator(".chat-item", { hasText: text });
const markOf = (page: Page, text: string) => messageOf(page, text).locator(".chat-mark");

const send = async (page: Page, language: "en" | "id", text: string) => {
  await page.getByRole("textbox", { name: TEXT[language].message }).fill(text);
  await page.getByRole("button", { name: TEXT[language].send, exact: true }).click();
};

for (const language of ["en", "id"] as const) {
  test(`[${language}] messages both ways with read marks on both phones, no reload; one typed offline arrives once`, async ({ browser }) => {
    const seeker = await phone(browser, "seeker", language);
    const provider = await phone(browser, "provider", language);
    for (const side of [seeker, provider]) await expect.poll(side.streamOpen, { message: "the event stream is open" }).toBe(true);
    const [seekerUrl, providerUrl] = [seeker.page.url(), provider.page.url()];
    const run = `${language}-${Date.now().toString(36)}`;

    // Siti writes; Budi's screen shows it by itself and reads it; Siti's mark turns to Read.
    const hers = `Saya bawa seragam sendiri? (${run})`;
    await send(seeker.page, language, hers);
    await expect(messageOf(provider.page, hers)).toBeVisible();
    await expect(markOf(seeker.page, hers)).toHaveText(TEXT[language].read);

    // Budi answers; the same the other way.
    const his = `Tidak perlu, seragam dari kami. (${run})`;
    await send(provider.page, language, his);
    await expect(messageOf(seeker.page, his)).toBeVisible();
    await expect(markOf(provider.page, his)).toHaveText(TEXT[language].read);

    // No signal on Siti's phone: her message waits on it, then arrives once when the signal is back.
    const offline = `Baik, sampai Senin. (${run})`;
    await seeker.context.setOffline(true);
    await send(seeker.page, language, offline);
    await expect(markOf(seeker.page, offline)).toHaveText(TEXT[language].pending);
    await seeker.context.setOffline(false);
    await expect(messageOf(provider.page, offline)).toHaveCount(1);
    await expect(markOf(seeker.page, offline)).toHaveText(TEXT[language].read);
    await expect(messageOf(seeker.page, offline)).toHaveCount(1);

    // Nothing reloaded: both phones are where they opened.
    expect([seeker.page.url(), provider.page.url()]).toEqual([seekerUrl, providerUrl]);
    await expectNoA11yViolations(seeker.page);
    // The browser's own note of a request tried while the phone had no signal is expected; nothing else.
    expect(appErrors(seeker.errors).filter((e) => !e.includes("net::ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    expect(appErrors(provider.errors)).toEqual([]);
    await seeker.context.close();
    await provider.context.close();
  });

  test(`[${language}] a photo goes with its progress and arrives on the other phone; a file that is not a photo, or a photo the server refuses, says why`, async ({ browser }) => {
    const t = TEXT[language];
    const seeker = await phone(browser, "seeker", language);
    const provider = await phone(browser, "provider", language);
    for (const side of [seeker, provider]) await expect.poll(side.streamOpen, { message: "the event stream is open" }).toBe(true);

    // Siti picks a photo (outside the app the bridge's picker is the browser's): the upload is held until its progress shows.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await seeker.page.route("**/api/uploads", async (route) => {
      await held;
      await route.continue();
    });
    const uploaded = seeker.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/uploads" && r.request().method() === "POST");
    const chooser = seeker.page.waitForEvent("filechooser");
    await seeker.page.getByRole("button", { name: t.photo }).click();
    // The photo: a shot of her own screen, a real picture of some size (a 1-pixel one would show nothing).
    await (await chooser).setFiles({ name: "seragam.png", mimeType: "image/png", buffer: await seeker.page.screenshot() });
    await expect(seeker.page.getByRole("status").filter({ hasText: t.photoSending })).toBeVisible();
    await expect(seeker.page.getByRole("button", { name: t.photo })).toBeDisabled();
    await screenshot(seeker.page, `chat/photo-sending-${language}`);
    release();
    const { url } = (await (await uploaded).json()) as { url: string };

    // Her photo is in the conversation with its mark; Budi's screen shows it by itself, and it opens whole from there.
    const photoOf = (page: Page) => page.locator(`.chat-item img[src="${url}"]`);
    await expect(photoOf(seeker.page)).toBeVisible();
    await expect(photoOf(provider.page)).toBeVisible();
    await expect.poll(() => photoOf(provider.page).evaluate((img: HTMLImageElement) => img.naturalWidth), { message: "the photo is drawn" }).toBeGreaterThan(0);
    await expect(provider.page.getByRole("link", { name: t.openPhoto }).last()).toHaveAttribute("href", url);
    await expect(seeker.page.locator(".chat-item--mine", { has: seeker.page.locator(`img[src="${url}"]`) }).locator(".chat-mark")).toHaveText(t.read);
    await screenshot(provider.page, `chat/photo-${language}`);

    // Budi picks a PDF: the reason is said, with Try again, and nothing is sent.
    const pdf = provider.page.waitForEvent("filechooser");
    await provider.page.getByRole("button", { name: t.photo }).click();
    await (await pdf).setFiles({ name: "menu.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n") });
    await expect(provider.page.getByRole("alert").filter({ hasText: t.notAPhoto })).toBeVisible();
    await expect(provider.page.getByRole("button", { name: t.tryAgain })).toBeVisible();

    // Try again opens the picker; the server refuses this photo's message for good (answered here as a server that no longer
    // holds the upload would): the reason is under the photo, and Remove takes it off the phone.
    await provider.page.route("**/api/chat/conversations/*/messages", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: { code: "CHAT_IMAGE_INVALID", message: "not an upload of yours", details: { uploadId: "x" } } }) })
        : route.fallback(),
    );
    const again = provider.page.waitForEvent("filechooser");
    await provider.page.getByRole("button", { name: t.tryAgain }).click();
    await (await again).setFiles({ name: "menu.png", mimeType: "image/png", buffer: await provider.page.screenshot() });
    const refused = provider.page.locator('.chat-item--mine[data-mark="refused"]');
    await expect(refused.locator(".chat-bubble__why")).toHaveText(t.photoRefused);
    await screenshot(provider.page, `chat/photo-refused-${language}`);
    await refused.getByRole("button", { name: t.remove }).click();
    await expect(refused).toHaveCount(0);
    await expectNoA11yViolations(provider.page);
    expect(appErrors(seeker.errors)).toEqual([]);
    // The browser's own note of the refused send is expected; nothing else.
    expect(appErrors(provider.errors).filter((e) => !e.includes("status of 400"))).toEqual([]);
    await seeker.context.close();
    await provider.context.close();
  });

  test(`[${language}] a Member cannot open a conversation of a job she neither created nor was given`, async ({ browser }) => {
    const member = await phone(browser, "member", language);
    // Refused by the server (her code's own text): the calm 'not available' state, no messages and nothing to write in.
    await expect(member.page.locator('[data-state="notAvailable"]')).toBeVisible();
    await expect(member.page.locator(".chat-list")).toHaveCount(0);
    await expect(member.page.getByRole("textbox")).toHaveCount(0);
    await member.context.close();
  });
}

/**
 * The homes' unread badge (issue 24): Rina and Hendra's conversation (the seed's second), so the
 * conversation the other tests keep open (and so read) never counts. Both languages in one test, one
 * after the other: the counts are the same conversation's.
 */
test("the homes' messages tabs count what is unread, live from the stream, with the count in the tab's name (en, then id)", async ({ browser }) => {
  // Two languages, four phones one after the other: ~30 s on a busy machine.
  test.setTimeout(90_000);
  const RINA_CONVERSATION = "c-demo-rina-j9000";
  for (const language of ["en", "id"] as const) {
    const t = TEXT[language];
    const rina = await phone(browser, "rina", language, "/seeker/activity");
    const hendra = await phone(browser, "hendra", language, `/interviewInvitationChat?conversationId=${RINA_CONVERSATION}`);
    /** A home tab by its label, with or without its unread total ("Messages, 3 unread"), and that total. */
    const tabOf = (page: Page, label: string) => page.getByRole("navigation").getByRole("link", { name: new RegExp(`^${label}(, \\d+ ${t.unread})?$`) });
    const activity = tabOf(rina.page, t.activityTab);
    await expect(activity).toBeVisible();
    // The total is read, and the stream opens, with the page's first touch or key.
    const read = rina.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/chat/unread");
    await rina.page.keyboard.press("Shift");
    const hers = ((await (await read).json()) as { total: number }).total;
    await expect.poll(rina.streamOpen, { message: "Rina's stream is open" }).toBe(true);
    await expect.poll(hendra.streamOpen, { message: "Hendra's stream is open" }).toBe(true);

    // Hendra writes: Rina's Aktivitas tab counts it without a reload, in its badge and its name, and so does the way to her messages.
    await send(hendra.page, language, `Kapan bisa mulai? (${language}-${Date.now().toString(36)})`);
    await expect(activity).toHaveAccessibleName(`${t.activityTab}, ${hers + 1} ${t.unread}`);
    await expect(activity.locator(".bottom-nav__badge")).toHaveText(String(hers + 1));
    await expect(rina.page.getByRole("link", { name: new RegExp(`^${t.messagesLink} · ${hers + 1} ${t.unread}$`) })).toBeVisible();
    await screenshot(rina.page, `chat/unread-seeker-${language}`);

    // Hendra goes to his Messages tab; Rina opens her messages from Aktivitas and answers: his tab counts it.
    const hisRead = hendra.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/chat/unread");
    await hendra.page.getByRole("button", { name: /^(Back|Kembali)$/ }).click();
    const messages = tabOf(hendra.page, t.messagesTab);
    await expect(messages).toBeVisible();
    await expect.poll(() => messages.getAttribute("aria-current")).toBe("page");
    const his = ((await (await hisRead).json()) as { total: number }).total;
    await rina.page.getByRole("link", { name: new RegExp(`^${t.messagesLink}`) }).click();
    await rina.page.locator(`[data-conversation-id="${RINA_CONVERSATION}"] a`).click();
    await send(rina.page, language, `Besok bisa, Pak. (${language}-${Date.now().toString(36)})`);
    await expect(messages).toHaveAccessibleName(`${t.messagesTab}, ${his + 1} ${t.unread}`);
    await expect(messages.locator(".bottom-nav__badge")).toHaveText(String(his + 1));
    await screenshot(hendra.page, `chat/unread-provider-${language}`);
    // Rina read the conversation (her only one): back on Aktivitas, nothing is unread, and the tab says so.
    await rina.page.goBack();
    await rina.page.goBack();
    await expect(activity).toHaveAccessibleName(t.activityTab);
    await expect(activity.locator(".bottom-nav__badge")).toHaveCount(0);
    await expectNoA11yViolations(hendra.page);
    expect(appErrors(rina.errors)).toEqual([]);
    expect(appErrors(hendra.errors)).toEqual([]);
    await rina.context.close();
    await hendra.context.close();
  }
});
