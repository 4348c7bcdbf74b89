/**
 * The `nonce` and `signature` headers: the backend recomputes HMAC-SHA256(secret, nonce) to tell
 * our app's requests from scripted ones. WebCrypto only, so the same code runs in browsers and Node.
 */
const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

export type RandomBytes = (length: number) => Uint8Array;

export const webRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

/** 16 random bytes as 32 hex characters. */
export const newNonce = (random: RandomBytes = webRandomBytes): string => hex(random(16));

export const signNonce = async (secret: string, nonce: string): Promise<string> => {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return hex(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(nonce))));
};

/** A fresh key per user action; retries of that action must reuse it. */
export const newIdempotencyKey = (random: RandomBytes = webRandomBytes): string => hex(random(16));
