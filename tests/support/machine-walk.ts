import { Result, Schema } from "effect";
import { expect } from "vitest";

export interface MachineWalk<S extends { readonly status: string }, E> {
  readonly start: S;
  /** Events with the time (ms) that passes before each. */
  readonly events: ReadonlyArray<readonly [E, number]>;
  readonly transition: (state: S, event: E, ctx: { readonly now: number }) => Result.Result<S, unknown>;
  /** The spec's edges as "from>to"; the schema every reached state must satisfy. */
  readonly edges: ReadonlySet<string>;
  readonly schema: Schema.Top;
  readonly startAt?: number;
  /** Extra checks on each accepted step. */
  readonly onStep?: (from: S, to: S, event: E, now: number) => void;
}

/**
 * Feeds a machine a random sequence of events: refused events leave the state alone, accepted
 * ones must follow an edge of the spec and land in a state the schema accepts. Returns the end.
 */
export const walkMachine = <S extends { readonly status: string }, E>(w: MachineWalk<S, E>): S => {
  let state = w.start;
  let now = w.startAt ?? 0;
  const valid = Schema.is(w.schema as Schema.Schema<unknown>);
  for (const [event, dt] of w.events) {
    now += dt;
    const r = w.transition(state, event, { now });
    if (Result.isFailure(r)) continue;
    expect(w.edges.has(`${state.status}>${r.success.status}`), `${state.status}>${r.success.status}`).toBe(true);
    expect(valid(r.success)).toBe(true);
    w.onStep?.(state, r.success, event, now);
    state = r.success;
  }
  return state;
};
