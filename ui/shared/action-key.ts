import { useState } from "react";
import { clearDraft, readDraft, writeDraft } from "./session-draft";

/*
 * The idempotency key of one user action that moves money (send an offer with its payment, pay
 * again, accept, decline): made once when the screen starts the action and kept in the session
 * draft, so a second tap, a reload or a retry after a timeout sends the same key and the server
 * answers the first result instead of charging again. Only a definitive answer (the action went
 * through, or the server refused it) makes way for a new key.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isActionKey = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

type Crypto = Pick<globalThis.Crypto, "getRandomValues"> & { readonly randomUUID?: () => string };

/** A random (v4) UUID: crypto.randomUUID, or the same from getRandomValues where randomUUID is missing (a page over plain http). */
export const newActionKey = (crypto: Crypto = globalThis.crypto): string => {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const draftName = (action: string): string => `key.${action}`;

/** The action's kept key; the first call makes and stores it. */
export const keptActionKey = (action: string, make: () => string = newActionKey): string => {
  const kept = readDraft(draftName(action), isActionKey);
  if (kept !== null) return kept;
  const key = make();
  writeDraft(draftName(action), key);
  return key;
};

/** After a definitive answer: the next attempt is a new action with a new key. */
export const renewActionKey = (action: string, make: () => string = newActionKey): string => {
  const key = make();
  writeDraft(draftName(action), key);
  return key;
};

/** The action is done (it went through): nothing to keep. */
export const dropActionKey = (action: string): void => clearDraft(draftName(action));

/**
 * Whether a failed send was answered for good: the server refused it (any code, an idempotency
 * conflict included). No answer (offline, a timeout), a 5xx or a broken 2xx may hide a request
 * that went through, so its key is kept for the retry.
 */
export const isDefinitiveRefusal = (failure: { readonly _tag: string }): boolean => failure._tag === "ApiRejected";

/** `useSubmit().send`'s refusal handler for a keyed action: a definitive refusal makes way for a new key; the form shows the refusal. */
export const renewOnRefusal =
  (action: { readonly renew: () => void }) =>
  (failure: { readonly _tag: string }): boolean => {
    if (isDefinitiveRefusal(failure)) action.renew();
    return false;
  };

/** A screen's key for `action` (e.g. `offer-accept.<offerId>`), renewed after a refusal. */
export const useActionKey = (action: string) => {
  const [state, setState] = useState(() => ({ action, key: keptActionKey(action) }));
  // Another action on the same screen (the page shows another offer): its own kept key.
  const current = state.action === action ? state : { action, key: keptActionKey(action) };
  if (current !== state) setState(current);
  return {
    key: current.key,
    /** A definitive answer came: the next attempt gets a new key. */
    renew: () => setState({ action, key: renewActionKey(action) }),
    /** The action went through. */
    drop: () => dropActionKey(action),
  } as const;
};
