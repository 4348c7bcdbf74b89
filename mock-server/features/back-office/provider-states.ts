import type { ProviderStateName } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { StateParamError, type ProviderState, type StateContext } from "./provider-state.type";

/**
 * The named states of the Pact contracts, each arranged by its area and gathered by
 * features/registry.ts. The type makes every name of provider-state-names.ts have its state.
 */
export type ProviderStates = Readonly<Record<ProviderStateName, ProviderState>>;

export const isProviderStateName = (states: ProviderStates, name: string): name is ProviderStateName => Object.hasOwn(states, name);

export interface StateChange {
  readonly state: ProviderStateName;
  readonly params: Readonly<Record<string, unknown>>;
  readonly action: "setup" | "teardown";
}

export type StateChangeResult =
  | { readonly kind: "arranged"; readonly db: Db; readonly values: Readonly<Record<string, string>> }
  | { readonly kind: "baseline" }
  | { readonly kind: "invalid"; readonly param: string; readonly message: string };

/**
 * What the verifier's state change does (POST /__dev/provider-states). Setup arranges the state on
 * the data as it is, at real time, so the states of one interaction compose; teardown (sent after
 * every interaction, once per state) asks for the baseline: the seed, real time, fresh OTP budgets.
 */
export const changeProviderState = (states: ProviderStates, change: StateChange, db: Db, deps: Omit<StateContext, "params">): StateChangeResult => {
  if (change.action === "teardown") return { kind: "baseline" };
  try {
    const arranged = states[change.state].arrange(db, { ...deps, params: change.params });
    return { kind: "arranged", db: arranged.db, values: arranged.values ?? {} };
  } catch (error) {
    if (error instanceof StateParamError) return { kind: "invalid", param: error.param, message: error.message };
    throw error;
  }
};
