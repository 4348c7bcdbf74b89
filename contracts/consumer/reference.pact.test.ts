import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { ReferenceHttpAdapter } from "../../adapters/http/reference.http-adapter";
import { clientFor, gawePact, signedHeaders } from "./pact-support";

const { eachLike, like, nullValue } = MatchersV3;

const pact = gawePact();

describe("reference data", () => {
  it("lists the industries with their names in both languages and their positions, without login", () =>
    pact
      .addInteraction()
      .uponReceiving("a request for the job categories")
      .withRequest("GET", "/api/categories", (b) => b.headers(signedHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          items: eachLike({ id: like("fnb"), name: { en: like("Food & Beverage"), id: like("Makanan & Minuman") }, positions: eachLike("Barista") }),
          nextCursor: nullValue(),
        }),
      )
      .executeTest(async (server) => {
        const r = await new ReferenceHttpAdapter(clientFor(server.url)).categories();
        expect(Result.isSuccess(r) && r.success.items[0]?.name.id).toBe("Makanan & Minuman");
      }));
});
