import type { ProviderStateName, ProviderStateParams } from "../provider-state-names";
import type { RawRequest, RawResponse } from "./mock-harness";

/** What the state checks of each area get (mock-server/provider-states.test.ts runs them on a fresh mock each). */
export interface StateTester {
  /** Sets the state up and answers the values it hands back (fails the test on a non-200). */
  setup<S extends ProviderStateName>(state: S, params: ProviderStateParams[S]): Promise<Record<string, string>>;
  call(method: "GET" | "POST", path: string, init?: Omit<RawRequest, "method">): Promise<RawResponse>;
}

export type StateChecks = Partial<Record<ProviderStateName, (t: StateTester) => Promise<void>>>;

export const codeOf = (res: RawResponse): unknown => (res.json as { error?: { code?: unknown } } | undefined)?.error?.code;
export const statusAndCode = (res: RawResponse) => [res.status, codeOf(res)];
