import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS, signIn } from "../support/e2e-helpers";
import { answerLongConversation, LONG_CONVERSATION_ID, longMessageId } from "../support/long-conversation";

/**
 * Issue 24: "scrolling back loads older messages without jumping". A conversation of 300 messages
 * (six pages of 50, tests/support/long-conversation.ts) opened at its newest and scrolled back to its
 * first, 300 px at a time: after each step, once the screen is at rest, the message that was in the
 * middle of the screen is 300 px lower, exactly, while older pages are put above it and rows come into view at their own
 * heights (MessageList keeps the anchor itself, in every browser). It ends at the conversation's start.
 */
const TOTAL = 300;
const STEP_PX = 300;

test("scrolling back through a long conversation loads the older pages above without moving what is read", async ({ page }) => {
  test.setTimeout(90_000);
  await page.route("**/api/chat/**", answerLongConversation(TOTAL, Date.now()));
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, `/interviewInvitationChat?conversationId=${LONG_CONVERSATION_ID}`, "en");
  await expect(page.locator(`[data-message-id="${longMessageId(TOTAL - 1)}"]`)).toBeInViewport();

  const moves = await page.evaluate(async (step) => {
    const frames = (n: number) => new Promise<void>((resolve) => { let left = n; const next = () => (left-- <= 0 ? resolve() : requestAnimationFrame(next)); requestAnimationFrame(next); });
    const jumps: string[] = [];
    let steps = 0;
    // Up to the top, and a little longer there while the first pages arrive.
    for (let rest = 10; steps < 400 && rest > 0; steps++) {
      if (window.scrollY === 0) rest--;
      const read = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)?.closest<HTMLElement>("[data-message-id]") ?? null;
      const top = read?.getBoundingClientRect().top ?? 0;
      const scrolled = Math.min(step, window.scrollY);
      window.scrollBy(0, -step);
      // Where it comes to rest: the measure, the render and the next measure, an older page's answer in
      // between, however slow the machine (no fixed wait: unchanged over three frames in a row).
      let now = Number.NaN;
      for (let still = 0, n = 0; still < 3 && n < 240; n++) {
        await frames(1);
        const at = read?.isConnected === true ? read.getBoundingClientRect().top : Number.NaN;
        still = at === now || (Number.isNaN(at) && Number.isNaN(now)) ? still + 1 : 0;
        now = at;
      }
      if (read === null || !read.isConnected) continue;
      if (Math.abs(now - (top + scrolled)) > 2) jumps.push(`${read.dataset.messageId}: ${Math.round(top)} px, ${Math.round(now)} px after scrolling ${scrolled} px`);
    }
    return jumps;
  }, STEP_PX);

  expect(moves).toEqual([]);
  await expect(page.locator(`[data-message-id="${longMessageId(0)}"]`)).toBeInViewport();
  await expect(page.getByText("The start of the conversation")).toBeVisible();
});
