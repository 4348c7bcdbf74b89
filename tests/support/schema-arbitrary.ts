import { Effect, type Schema } from "effect";
import * as Arbitrary from "effect/Arbitrary";
import fc from "fast-check";

/**
 * A fast-check arbitrary drawn from an Effect Schema: effect 4 derives generators from schemas
 * with its own `effect/Arbitrary` module (no fast-check inside), so fast-check picks a seed and
 * the schema's generator turns it into a value that always satisfies the schema. Shrinking moves
 * the seed, not the value: a counterexample is reproducible but not minimal.
 */
export const fromSchema = <S extends Schema.Constraint>(schema: S): fc.Arbitrary<S["Type"]> => {
  const arbitrary = Arbitrary.schema(schema);
  return fc
    .integer()
    .map((seed) => Effect.runSync(Arbitrary.sampleEffect(arbitrary, { count: 1, seed, size: 20 }))[0] as S["Type"]);
};
