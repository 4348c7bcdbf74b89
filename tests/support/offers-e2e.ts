import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import type { Language } from "../../domain/identity/session.schema";
import type { OfferDetail, OfferList, ProviderBalanceView } from "../../domain/offer/offer-api.schema";
import { PROVIDER_STATE, type ProviderStateName, type ProviderStateParams } from "../../mock-server/provider-state-names";
import { collectPageErrors, MOCK_URL, newPhone, signedHeaders, signIn } from "./e2e-helpers";

/**
 * Offers and payments end to end (issue 14): every test makes its own provider, seeker and job,
 * because the mock is shared by the parallel workers and an offer changes the seeker's schedule
 * and the provider's balance.
 */
export { PROVIDER_STATE };

/** A provider and a seeker nobody else uses: new phones (the states make a verified business and a complete profile for them). */
export const newParties = () => ({ provider: newPhone("8155"), seeker: newPhone("8156") });

/** What the offer states hand back (contracts/README.md "Provider states"): both sessions, the job, the seeker, maybe the offer and its payment. */
export interface Arranged {
  readonly providerToken: string;
  readonly seekerToken: string;
  readonly jobId: string;
  readonly seekerId: string;
  readonly offerId?: string;
  readonly paymentId?: string;
}

/**
 * Data made through the back office's provider states (setup only: no teardown, which would put
 * the seed back under the other workers' feet). The offer states make offers through the same
 * functions as the API and the gateway.
 */
export const arrange = async <S extends ProviderStateName>(request: APIRequestContext, state: S, params: ProviderStateParams[S]): Promise<Arranged> => {
  const response = await request.post(`${MOCK_URL}/__dev/provider-states`, { data: { state, params, action: "setup" } });
  expect(response.status(), `set up "${state}"`).toBe(200);
  return (await response.json()) as Arranged;
};

/** The seeker's name as the states make it for a new phone. */
export const seekerNameOf = (phone: string): string => `Pencari Kerja ${phone.slice(-4)}`;

/** GET /api<path> as the app asks it (signed, with the bearer token). */
export const apiGet = async <A>(request: APIRequestContext, path: string, token: string): Promise<A> => {
  const response = await request.get(`${MOCK_URL}/api${path}`, { headers: { ...(await signedHeaders()), authorization: `Bearer ${token}` } });
  expect(response.status(), `GET /api${path}`).toBe(200);
  return (await response.json()) as A;
};

export const offersOfJob = async (request: APIRequestContext, jobId: string, providerToken: string): Promise<readonly OfferDetail[]> =>
  (await apiGet<OfferList>(request, `/business/offers?jobId=${encodeURIComponent(jobId)}`, providerToken)).items;

export const balanceOf = (request: APIRequestContext, providerToken: string) => apiGet<ProviderBalanceView>(request, "/business/balance", providerToken);

/** A person's own browser (a context of its own) signed in at `path`, collecting its page errors. */
export const personAt = async (browser: Browser, phone: string, path: string, language: Language) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  // Whether the page's event stream is open: what the other side does before it opens is not replayed (a first connect has no Last-Event-ID).
  let streamOpen = false;
  page.on("response", (r) => {
    if (new URL(r.url()).pathname === "/api/events" && r.status() === 200) streamOpen = true;
  });
  await signIn(page, phone, path, language);
  return { page, errors, streamOpen: () => streamOpen, close: () => context.close() };
};

/** The id a screen's URL names (`paymentId`, `offerId`). */
export const idInUrl = (page: Page, name: string): string => {
  const id = new URL(page.url()).searchParams.get(name);
  expect(id, `${name} in ${page.url()}`).not.toBeNull();
  return id ?? "";
};

/**
 * The back office (/__dev/ of the mock) in a browser of its own, driven as its user does: the
 * payment gateway's buttons of one payment or offer, and the ledger's total.
 */
export class BackOffice {
  private constructor(
    readonly page: Page,
    private readonly closeContext: () => Promise<void>,
  ) {}

  static async open(browser: Browser): Promise<BackOffice> {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 }, isMobile: false, hasTouch: false });
    const page = await context.newPage();
    return new BackOffice(page, () => context.close());
  }

  /** Presses the button named `label` (Settle p-…, Expire p-…, Pay p-… twice, Expire offer o-… now) and waits for the page to come back. */
  async press(label: string): Promise<void> {
    await this.page.goto(`${MOCK_URL}/__dev/#payments`);
    const button = this.page.getByRole("button", { name: label, exact: true });
    await expect(button, `the back office's "${label}"`).toBeVisible();
    const posted = this.page.waitForResponse((r) => r.request().method() === "POST");
    const back = this.page.waitForEvent("framenavigated");
    await button.click();
    expect((await posted).status(), `"${label}" answers the form with the page again`).toBe(303);
    await back;
    await this.page.waitForLoadState("load");
    await expect(this.page.locator("#ledger-total"), "every transaction's entries sum to zero").toHaveText("Rp0");
  }

  settle = (paymentId: string) => this.press(`Settle ${paymentId}`);
  expire = (paymentId: string) => this.press(`Expire ${paymentId}`);
  payTwice = (paymentId: string) => this.press(`Pay ${paymentId} twice`);
  expireOffer = (offerId: string) => this.press(`Expire offer ${offerId} now`);

  close = () => this.closeContext();
}
