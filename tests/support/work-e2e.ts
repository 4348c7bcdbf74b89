import { expect, type APIRequestContext } from "@playwright/test";
import type { PROVIDER_STATE, ProviderStateParams } from "../../mock-server/provider-state-names";
import { MOCK_URL } from "./e2e-helpers";
import { arrange, type Arranged } from "./offers-e2e";

/**
 * Work end to end (issue 22): a hire made through the mock's provider states (contracts/README.md
 * "a seeker is hired for a three-day order ..."), with both sides' sessions, and the mock's clock
 * moved on (a shift's end, the unanswered-day rule's 24 hours, support's 48). Each test makes its
 * own parties (`newParties()` of offers-e2e.ts): a hire books the seeker's days.
 */
export interface HireArranged extends Arranged {
  readonly providerUserId: string;
  readonly businessId: string;
  readonly offerId: string;
  readonly hireId: string;
  readonly orderId: string;
  readonly day1Id: string;
  readonly day2Id: string;
  readonly day3Id: string;
  /** With `member`: a Member of the business who does not manage the job; otherwise empty. */
  readonly memberToken: string;
}

type HireState = typeof PROVIDER_STATE.hiredStartingTomorrow | typeof PROVIDER_STATE.hiredStartedToday;

export const arrangeHire = async <S extends HireState>(request: APIRequestContext, state: S, params: ProviderStateParams[S]): Promise<HireArranged> =>
  (await arrange(request, state, params)) as HireArranged;

/** Moves the mock's clock on by `seconds` (the dev area's /__dev/clock/advance). */
export const advanceMockClock = async (request: APIRequestContext, seconds: number): Promise<void> => {
  const response = await request.post(`${MOCK_URL}/__dev/clock/advance`, { data: { seconds } });
  expect(response.status(), `advance the mock clock by ${seconds} s`).toBe(200);
};
