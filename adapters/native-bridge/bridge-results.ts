import { Result } from "effect";
import type { BridgeFailure } from "../../application/ports/native-bridge.port";

/*
 * The port answers with Effect's Result. The browser adapter builds them through this module,
 * loaded after the user's gesture has done its work, so the bridge itself costs the first screen
 * no Effect (docs/performance.md).
 */
export const succeed = <A>(value: A): Result.Result<A, BridgeFailure> => Result.succeed(value);
export const fail = <A = never>(failure: BridgeFailure): Result.Result<A, BridgeFailure> => Result.fail(failure);
