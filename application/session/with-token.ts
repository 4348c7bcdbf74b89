import { Result } from "effect";
import type { AuthToken } from "../../domain/identity/session.schema";
import { NotLoggedIn } from "./not-logged-in";
import type { SessionStore } from "../ports/session-store.port";

/** Runs an API call with the stored session's token; NotLoggedIn when there is none. */
export const withToken = async <A, E>(
  sessions: SessionStore,
  call: (authToken: AuthToken) => Promise<Result.Result<A, E>>,
): Promise<Result.Result<A, E | NotLoggedIn>> => {
  const session = sessions.load();
  return session === null ? Result.fail(new NotLoggedIn()) : call(session.token);
};
