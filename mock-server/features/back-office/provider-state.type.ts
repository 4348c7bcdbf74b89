import type { ProviderStateName } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { withSession } from "../auth/session.logic";

/** One named Pact provider state (its own module, so the area files of states can import it without a cycle). */
export interface ProviderState {
  /** What the state arranges on top of the seed (mock-server/provider-states.md repeats it). */
  readonly arranges: string;
  readonly arrange: (seed: Db, now: number) => Db;
  /** Values handed back to the Pact verifier (usable with fromProviderState). */
  readonly values?: Readonly<Record<string, string>>;
}

/** The states of one area, keyed by their shared names. */
export type AreaStates = Readonly<Partial<Record<ProviderStateName, ProviderState>>>;

/**
 * A state whose caller is logged in with a known token (handed back to the verifier as `token`),
 * on the seed as `before` changes it.
 */
export const loggedInState = (
  arranges: string,
  session: { readonly token: string; readonly userId: string },
  before: (seed: Db, now: number) => Db = (seed) => seed,
): ProviderState => ({
  arranges,
  arrange: (seed, now) => withSession(before(seed, now), session.token, session.userId, now),
  values: { token: session.token },
});
