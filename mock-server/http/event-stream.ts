import type { Response } from "express";
import type { Store } from "../store/store";
import type { MockClock } from "./clock";
import type { EventStream, StreamEvent } from "./endpoint";

/** A comment line every so often keeps proxies and phones from closing a quiet stream. */
export const EVENT_KEEP_ALIVE_MS = 15_000;

export interface StreamDeps {
  readonly store: Store;
  readonly clock: MockClock;
  readonly log: (line: string) => void;
  readonly keepAliveMs: number;
}

const frame = (e: StreamEvent): string => `id: ${e.id}\nevent: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

/**
 * Serves an `EventStream` as Server-Sent Events (docs/api.md "Events"). The app reads it with
 * fetch (it needs the signed headers, which EventSource cannot send), so it is an ordinary signed,
 * authenticated GET; the answer is never compressed or buffered on the way
 * (`Cache-Control: no-transform`, `X-Accel-Buffering: no`), and everything it holds is let go when
 * either side closes.
 */
export const openEventStream = (res: Response, stream: EventStream, deps: StreamDeps): void => {
  res.status(200);
  res.set({
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  res.flushHeaders();
  let open = true;
  const write = (text: string): void => {
    if (open && !res.writableEnded && !res.destroyed) res.write(text);
  };
  let close: () => void = () => undefined;
  const stop = (): void => {
    if (!open) return;
    open = false;
    close();
    clearInterval(timer);
    if (!res.writableEnded) res.end();
  };
  const timer = setInterval(() => {
    write(": keep-alive\n\n");
    if (stream.tick === undefined) return;
    const current = deps.store.current();
    const next = stream.tick(current, deps.clock.now());
    if (next === current) return;
    try {
      deps.store.commit(next);
    } catch (error) {
      deps.log(`[error] could not write the data file: ${String(error)}`);
    }
  }, deps.keepAliveMs);
  timer.unref();
  // The response's "close" is the connection's end (the client went, or the server closed);
  // the request's own "close" only says its (empty) body was read.
  res.on("close", stop);
  close = stream.open((e) => write(frame(e)), stop);
  if (!open) close();
};
