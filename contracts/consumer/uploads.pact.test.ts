import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { MediaKind } from "../../application/ports/native-bridge.port";
import { PROVIDER_STATE } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";
import { clientFor, exampleToken, gawePact, signedHeaders, state, tokenFromState } from "./pact-support";
import { multipartBody, multipartHeaders, PDF, upload as uploadWith, withRawBody } from "./upload-support";

const { eachLike, like, regex, integer } = MatchersV3;
const pact = gawePact();

const LOGGED_IN = state(PROVIDER_STATE.seekerLoggedIn, { phone: DEMO_ACCOUNTS.seeker.phone });
const BEARER = tokenFromState("tok-siti-example");
const TOKEN = exampleToken(BEARER);
const upload = (baseUrl: string, kind: MediaKind, file: File) => uploadWith(clientFor(baseUrl, TOKEN), baseUrl, kind, file);

describe("uploads API: POST /api/uploads", () => {
  it("stores a CV and answers where it is served", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("an upload of a PDF")
      .withRequest("POST", "/api/uploads", (b) => withRawBody(b.headers(multipartHeaders(signedHeaders(BEARER))), multipartBody("pdf", "cv.pdf", "application/pdf", PDF)))
      .willRespondWith(201, (b) => b.jsonBody({ url: regex(/^https?:\/\/.+/, "http://127.0.0.1:4010/api/uploads/f-1/cv.pdf"), fileName: "cv.pdf", mimeType: "application/pdf", sizeBytes: integer(PDF.length) }))
      .executeTest(async (server) => {
        const result = await upload(server.url, "pdf", new File([PDF], "cv.pdf", { type: "application/pdf" }));
        expect(Result.isSuccess(result) && result.success).toMatchObject({ fileName: "cv.pdf", mimeType: "application/pdf" });
      }));

  const refusals: readonly [string, string, string, string, string, number, string, Record<string, unknown>, string][] = [
    ["a file whose extension is not one of the kind's", "pdf", "cv.txt", "text/plain", "Saya Siti, barista.", 400, "INVALID_FILE_FORMAT", { fileName: "cv.txt", allowed: eachLike("pdf") }, "InvalidFileFormat"],
    ["a kind the API does not know", "spreadsheet", "cv.pdf", "application/pdf", PDF, 400, "VALIDATION_FAILED", { issues: eachLike({ path: eachLike("kind"), message: like("Expected one of image, video, audio, pdf") }) }, "UploadFailed"],
  ];
  for (const [what, kind, name, type, content, status, code, details, failure] of refusals)
    it(`refuses ${what} (${code})`, () =>
      pact
        .addInteraction()
        .given(...LOGGED_IN)
        .uponReceiving(`an upload of ${what}`)
        .withRequest("POST", "/api/uploads", (b) => withRawBody(b.headers(multipartHeaders(signedHeaders(BEARER))), multipartBody(kind, name, type, content)))
        .willRespondWith(status, (b) => b.jsonBody({ error: { code, message: like("developer-facing text"), details } }))
        .executeTest(async (server) => {
          const result = await upload(server.url, kind as MediaKind, new File([content], name, { type }));
          expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: failure });
        }));
});
