import { Result, Schema } from "effect";
import type { BridgeFailure } from "../../application/ports/native-bridge.port";
import { NativeAnswer, isKnownErrorCode } from "./bridge-message.schema";

/** The message the web page posts to native: `id` only when an answer is expected. */
export interface OutgoingMessage {
  readonly id?: string;
  readonly method: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** Global through which native answers; name fixed in docs/native-bridge.md. */
export const CALLBACK_GLOBAL = "__gaweBridgeCallback";

export interface CallbackHost {
  [CALLBACK_GLOBAL]?: (message: unknown) => void;
}

export interface CallOptions {
  readonly timeoutMs: number;
  readonly onProgress?: (fraction: number) => void;
}

/** Native failure codes the port does not know (e.g. "NotLoggedIn") surface as Unsupported. */
export type ChannelFailure = BridgeFailure | { readonly _tag: "NotLoggedIn" };

export interface NativeChannel {
  post(method: string, payload?: Readonly<Record<string, unknown>>): void;
  call(
    method: string,
    payload: Readonly<Record<string, unknown>>,
    options: CallOptions,
  ): Promise<Result.Result<unknown, ChannelFailure>>;
}

interface Pending {
  readonly resolve: (result: Result.Result<unknown, ChannelFailure>) => void;
  readonly onProgress?: (fraction: number) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

const decodeAnswer = Schema.decodeUnknownResult(NativeAnswer);

const toFailure = (error: { code: string; maxBytes?: number | undefined }): ChannelFailure => {
  if (!isKnownErrorCode(error.code)) return { _tag: "Unsupported" };
  if (error.code === "FileTooLarge") return { _tag: "FileTooLarge", maxBytes: error.maxBytes ?? 0 };
  return { _tag: error.code };
};

/** Android passes a JSON string, iOS's evaluateJavaScript may pass an object literal. */
const parse = (message: unknown): unknown => {
  if (typeof message !== "string") return message;
  try {
    return JSON.parse(message) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Request/answer bookkeeping shared by the Android and iOS adapters. Answers are matched to ids we
 * issued; anything else (unknown id, a second answer, a malformed message) is dropped silently,
 * because a page must not act on messages it did not ask for.
 */
export const createNativeChannel = (
  host: CallbackHost,
  send: (message: OutgoingMessage) => void,
  idPrefix: string = Math.random().toString(36).slice(2, 10),
): NativeChannel => {
  const pending = new Map<string, Pending>();
  let counter = 0;

  host[CALLBACK_GLOBAL] = (message: unknown): void => {
    const decoded = decodeAnswer(parse(message));
    if (Result.isFailure(decoded)) return;
    const answer = decoded.success;
    const entry = pending.get(answer.id);
    if (entry === undefined) return;
    if ("progress" in answer) {
      entry.onProgress?.(Math.min(1, Math.max(0, answer.progress)));
      return;
    }
    pending.delete(answer.id);
    clearTimeout(entry.timer);
    entry.resolve(answer.ok ? Result.succeed(answer.payload) : Result.fail(toFailure(answer.error)));
  };

  const safeSend = (message: OutgoingMessage): boolean => {
    try {
      send(message);
      return true;
    } catch {
      return false; // the native object vanished or refused the message
    }
  };

  return {
    post: (method, payload = {}) => void safeSend({ method, payload }),
    call: (method, payload, options) =>
      new Promise((resolve) => {
        counter += 1;
        const id = `${idPrefix}-${counter}`;
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve(Result.fail({ _tag: "Timeout" }));
        }, options.timeoutMs);
        pending.set(id, { resolve, timer, ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
        if (!safeSend({ id, method, payload })) {
          pending.delete(id);
          clearTimeout(timer);
          resolve(Result.fail({ _tag: "Unsupported" }));
        }
      }),
  };
};
