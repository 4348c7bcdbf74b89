import { describe, expect, it } from "vitest";
import { UserEventsStream } from "../../adapters/http/user-events.stream";
import type { UserEventsState } from "../../application/ports/user-events.port";
import type { AuthToken } from "../../domain/identity/session.schema";
import { clientFor, errorEnvelope, gawePact, signedHeaders } from "./pact-support";

/**
 * The user's event stream (issue 22, docs/api.md "Events"). Its success is not a pact (an open
 * stream never ends, and the verifier reads the whole answer: contracts/consumer/call-kinds.ts);
 * its refusal is: a session that ended is told UNAUTHENTICATED, and the app stops asking.
 */
const pact = gawePact();

describe("events: the user's stream (Server-Sent Events)", () => {
  /** The stream's request: the signed headers without a body's Content-Type, asking for an event stream. */
  const { "Content-Type": _json, ...signed } = signedHeaders("unknown-token");

  it("answers UNAUTHENTICATED to a session that ended, and the app stops asking", () =>
    pact
      .addInteraction()
      .uponReceiving("a request for the event stream with an unknown token")
      .withRequest("GET", "/api/events", (b) => b.headers({ ...signed, Accept: "text/event-stream" }))
      .willRespondWith(401, (b) => b.jsonBody(errorEnvelope("UNAUTHENTICATED")))
      .executeTest(async (server) => {
        const states: UserEventsState[] = [];
        await new Promise<void>((resolve) => {
          void new UserEventsStream(clientFor(server.url, "unknown-token" as AuthToken), (input, init) => globalThis.fetch(input, init)).listen({
            onEvent: () => undefined,
            onState: (s) => {
              states.push(s);
              if (s === "stopped") resolve();
            },
          });
        });
        expect(states).toEqual(["stopped"]);
      }));
});
