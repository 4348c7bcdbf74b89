import { Result, Schema } from "effect";

/**
 * Decodes an answer with an Effect schema: the HTTP client loads this on the first request that
 * hands it one (the screens' first reads use generated checks instead, adapters/checks/), so the
 * client itself never brings Effect's Schema to a screen.
 */
export const decodeWithSchema = <A>(schema: Schema.Decoder<A>, input: unknown): Result.Result<A, string> => {
  const decoded = Schema.decodeUnknownResult(schema)(input);
  return Result.isSuccess(decoded) ? Result.succeed(decoded.success) : Result.fail(decoded.failure.message);
};
