import { expect, type APIRequestContext } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { MOCK_URL, signedHeaders } from "./e2e-helpers";
import { arrange, newParties, PROVIDER_STATE } from "./offers-e2e";

/**
 * The wallet end to end (issue 23): a seeker with money in her balance (a confirmed working day,
 * through the work states), her PIN and a bank account set through the API as her app sets them,
 * and the back office's payout partner and support (/__dev).
 */

/** The PIN the tests set. */
export const TEST_PIN = "246810";

/** A seeker hired for an order whose first day the provider confirmed: its Rp250.000 wage is in her balance. */
export const seekerWithPaidDay = async (request: APIRequestContext) => {
  const parties = newParties();
  const hired = await arrange(request, PROVIDER_STATE.hiredStartedToday, { ...parties, day1: "confirmed" });
  return { phone: parties.seeker, token: hired.seekerToken, userId: hired.seekerId };
};

/** A wallet call as the app makes it (signed, bearer, a new idempotency key). */
export const walletPost = async (request: APIRequestContext, path: string, token: string, data: unknown): Promise<void> => {
  const response = await request.post(`${MOCK_URL}/api/wallet${path}`, { headers: { ...(await signedHeaders()), authorization: `Bearer ${token}`, "idempotency-key": randomUUID() }, data });
  expect(response.status(), `POST /api/wallet${path}`).toBeLessThan(300);
};

/** Her PIN and a BCA account: for what comes after them. */
export const withPinAndAccount = async (request: APIRequestContext, token: string): Promise<void> => {
  await walletPost(request, "/pin", token, { pin: TEST_PIN, pinAgain: TEST_PIN });
  await walletPost(request, "/accounts/bank", token, { bank: "bca", number: "1234567890", holderName: "SITI RAHAYU" });
};

/** The back office (/__dev): the payout partner pays out or fails a withdrawal; support lifts a PIN block. */
export const devPost = async (request: APIRequestContext, path: string, data?: unknown): Promise<void> => {
  const response = await request.post(`${MOCK_URL}/__dev${path}`, data === undefined ? {} : { data });
  expect(response.status(), `POST /__dev${path}`).toBeLessThan(300);
};
