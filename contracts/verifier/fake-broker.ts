import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake broker received. */
export interface BrokerRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly authorization: string | undefined;
}

export interface FakeBroker {
  readonly url: string;
  readonly requests: BrokerRequest[];
  close(): Promise<void>;
}

/**
 * The few HAL resources of a Pact Broker the verifier walks (index, pacts for verification, a
 * pact, where to publish results), on 127.0.0.1: no broker runs here (Docker is not available),
 * so this checks the wiring of contracts/verifier/verify.mjs's broker flags. Every request is
 * recorded; anything else answers 200 `{}`.
 */
export const startFakeBroker = async (pact: object): Promise<FakeBroker> => {
  const requests: BrokerRequest[] = [];
  let base = "";
  const hal = (path: string) => ({ href: `${base}${path}` });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = text === "" ? undefined : (JSON.parse(text) as unknown);
      } catch {
        // kept as text
      }
      const path = req.url ?? "/";
      requests.push({ method: req.method ?? "GET", path, body, authorization: req.headers.authorization });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "Content-Type": "application/hal+json" });
        res.end(JSON.stringify(value));
      };
      if (req.method === "GET" && path === "/")
        return json(200, { _links: { "pb:provider-pacts-for-verification": { href: `${base}/pacts/provider/{provider}/for-verification`, templated: true } } });
      // The verifier reads the resource first for its `self` link, then POSTs the selectors to it.
      if (req.method === "GET" && path === "/pacts/provider/gawe-api/for-verification") return json(200, { _links: { self: hal(path) } });
      if (req.method === "POST" && path === "/pacts/provider/gawe-api/for-verification")
        return json(200, {
          _embedded: {
            pacts: [{ shortDescription: "latest from main", verificationProperties: { pending: false, notices: [{ when: "before_verification", text: "from the fake broker" }] }, _links: { self: { ...hal("/pacts/gawe-web/1"), name: "gawe-web" } } }],
          },
        });
      if (req.method === "GET" && path === "/pacts/gawe-web/1")
        return json(200, {
          ...pact,
          _links: { self: hal("/pacts/gawe-web/1"), "pb:provider": hal("/pacticipants/gawe-api"), "pb:publish-verification-results": hal("/pacts/gawe-web/1/verification-results") },
        });
      // Before publishing, the verifier records the provider version on its branch (and tags).
      if (req.method === "GET" && path === "/pacticipants/gawe-api")
        return json(200, {
          _links: {
            self: hal(path),
            "pb:branch-version": { href: `${base}/pacticipants/gawe-api/branches/{branch}/versions/{version}`, templated: true },
            "pb:version-tag": { href: `${base}/pacticipants/gawe-api/versions/{version}/tags/{tag}`, templated: true },
          },
        });
      json(200, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
