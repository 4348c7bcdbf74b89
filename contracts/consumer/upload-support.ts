import { MatchersV3 } from "@pact-foundation/pact";
import type { HttpClient } from "../../adapters/http/http-client";
import { sendFile } from "../../adapters/native-bridge/browser-upload";
import type { MediaKind } from "../../application/ports/native-bridge.port";
import type { gawePact } from "./pact-support";

const { regex } = MatchersV3;

/** Uploads as the browser bridge sends them (adapters/native-bridge/browser-upload.ts), for the consumer tests. */
export const BOUNDARY = "gawe-pact-boundary";

/** A PDF is plain ASCII from its signature on, so the multipart body is text a pact holds as it is. */
export const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

/** The multipart body the browser bridge sends (kind, then file), with a fixed boundary. */
export const multipartBody = (kind: string, name: string, type: string, content: string): string =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`;

export type RequestBuilder = Parameters<NonNullable<Parameters<ReturnType<ReturnType<typeof gawePact>["addInteraction"]>["withRequest"]>[2]>>[0];

/**
 * A text body under a multipart content type. pact-js's binaryFile/body add a content-type rule
 * for the whole body, which the multipart matcher then applies to each part (the `kind` field is
 * not a PDF); pact-core's withRequestBody sets the body alone (the V4 builder keeps it as `interaction`).
 */
export const withRawBody = (b: RequestBuilder, body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`): void =>
  (b as unknown as { interaction: { withRequestBody(body: string, contentType: string): void } }).interaction.withRequestBody(body, contentType);

/** The signed headers with the multipart content type in place of JSON's. */
export const multipartHeaders = <H extends { readonly "Content-Type": string }>(headers: H) => {
  const { "Content-Type": _json, ...rest } = headers;
  return { ...rest, "Content-Type": regex(/^multipart\/form-data; ?boundary=.+$/, `multipart/form-data; boundary=${BOUNDARY}`) };
};

/** XMLHttpRequest over fetch: what sendFile needs of it. */
class FetchXhr {
  status = 0;
  responseText = "";
  readonly upload = { addEventListener: () => undefined };
  private method = "GET";
  private url = "";
  private readonly headers: Record<string, string> = {};
  private readonly listeners = new Map<string, (() => void)[]>();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    const emit = (type: string) => this.listeners.get(type)?.forEach((l) => l());
    fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (res) => {
        this.status = res.status;
        this.responseText = await res.text();
        emit("load");
      },
      () => emit("error"),
    );
  }
}

/** The browser bridge's upload of `file` as `kind`, its headers from `client` (the composition root's upload target). */
export const upload = (client: HttpClient, baseUrl: string, kind: MediaKind, file: File) =>
  sendFile(() => new FetchXhr() as unknown as XMLHttpRequest, { url: `${baseUrl}/api/uploads`, headers: () => client.headers() }, file, kind);
