import { request as httpRequest, type ClientRequest, type IncomingMessage } from "node:http";
import { signedHeaders } from "./mock-harness";

/** An open event stream (GET /api/events): its response, the text so far, and a way to wait for what it should say. */
export interface EventStreamClient {
  readonly res: IncomingMessage;
  readonly req: ClientRequest;
  text(): string;
  /** Every event's `id:` and `event:`. */
  frames(): { id: string; event: string }[];
  /** The data of the events of this kind, in order. */
  data<T>(kind: string): T[];
  waitFor(check: (text: string) => boolean, ms?: number): Promise<void>;
  ended: Promise<void>;
}

/** Opens the caller's event stream on the mock at `baseUrl`, signed, after `lastEventId` when given. */
export const openEventStream = (baseUrl: string, token: string, lastEventId?: string): Promise<EventStreamClient> =>
  new Promise((resolve, reject) => {
    const headers = { ...signedHeaders(), authorization: `Bearer ${token}`, "accept-encoding": "gzip, br", ...(lastEventId === undefined ? {} : { "last-event-id": lastEventId }) };
    const req = httpRequest(new URL("/api/events", baseUrl), { headers }, (res) => {
      let text = "";
      const waiters: (() => void)[] = [];
      let endedResolve: () => void = () => undefined;
      const ended = new Promise<void>((r) => {
        endedResolve = r;
      });
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
        for (const w of [...waiters]) w();
      });
      res.on("end", endedResolve);
      res.on("close", endedResolve);
      res.on("error", () => endedResolve());
      resolve({
        res,
        req,
        text: () => text,
        frames: () => [...text.matchAll(/^id: (.*)\nevent: (.*)$/gm)].map((m) => ({ id: m[1] ?? "", event: m[2] ?? "" })),
        data: <T>(kind: string) => [...text.matchAll(/^event: (.*)\ndata: (.*)$/gm)].filter((m) => m[1] === kind).map((m) => JSON.parse(m[2] ?? "") as T),
        waitFor: (check, ms = 3_000) =>
          new Promise((ok, fail) => {
            if (check(text)) return ok();
            const timer = setTimeout(() => fail(new Error(`the stream never said it; it said:\n${text}`)), ms);
            const w = () => {
              if (!check(text)) return;
              clearTimeout(timer);
              waiters.splice(waiters.indexOf(w), 1);
              ok();
            };
            waiters.push(w);
          }),
        ended,
      });
    });
    req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
    req.end();
  });
