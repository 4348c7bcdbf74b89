import { Result, Schema } from "effect";
import { Session } from "../../domain/identity/session.schema";

const decode = Schema.decodeUnknownResult(Session);

/** The stored session when it decodes, else null. Its own module: loaded only when a session is stored. */
export const decodeStoredSession = (stored: unknown): Session | null => {
  const decoded = decode(stored);
  return Result.isSuccess(decoded) ? decoded.success : null;
};
