import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { Result } from "effect";
import { PIN_MAX_WRONG_ATTEMPTS } from "../../../domain/policy/business-constants";
import { checkPin, FRESH_PIN_STATE, isPinLocked, PinLocked, resetPinBySupport, setUpPin } from "../../../domain/wallet/pin.rules";
import type { PinStatus } from "../../../domain/wallet/wallet.schema";
import type { EpochMillis } from "../../../domain/shared/ids.schema";
import { apiFailure, domainFailure, type ApiFailure } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import type { StoredPin } from "../../store/wallet.db-schema";

/*
 * The transaction PIN on the mock (issue 23; docs/business-rules.md "Wallet"): one per person, kept
 * only as a slow salted hash, its wrong-entry count the server's (a second phone or a reinstall
 * never resets it). The PIN is never logged, answered or written in clear.
 */

/**
 * Decision: scrypt with N = 2^14, r = 8, p = 1 (16 MiB, tens of milliseconds) and a 16-byte random
 * salt per PIN: a stolen data file costs an attacker that much per guess and per person, and the
 * mock still answers at once. A real backend takes OWASP's current cost (N = 2^17) or Argon2id.
 */
const SCRYPT = { N: 2 ** 14, r: 8, p: 1 } as const;
const HASH_BYTES = 32;

const hashOf = (pin: string, salt: string): Buffer => scryptSync(pin, Buffer.from(salt, "hex"), HASH_BYTES, SCRYPT);

/** A PIN's stored form: a fresh salt and its hash, the count at zero. */
export const hashedPin = (userId: string, pin: string, now: number): StoredPin => {
  const salt = randomBytes(16).toString("hex");
  return { userId, salt, hash: hashOf(pin, salt).toString("hex"), ...FRESH_PIN_STATE, setAt: now as EpochMillis };
};

/** Whether `entered` is the stored PIN (compared in constant time). */
const matches = (stored: StoredPin) => (entered: string): boolean => {
  const expected = Buffer.from(stored.hash, "hex");
  const actual = hashOf(entered, stored.salt);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

export const pinOf = (db: Db, userId: string): StoredPin | undefined => db.wallet.pins.find((p) => p.userId === userId);

const withPin = (db: Db, pin: StoredPin): Db => ({
  ...db,
  wallet: { ...db.wallet, pins: [...db.wallet.pins.filter((p) => p.userId !== pin.userId), pin] },
});

export const pinStatus = (stored: StoredPin | undefined): PinStatus => {
  const wrongAttempts = stored?.wrongAttempts ?? 0;
  return {
    isSet: stored !== undefined,
    wrongAttempts,
    attemptsLeft: Math.max(0, PIN_MAX_WRONG_ATTEMPTS - wrongAttempts),
    locked: stored !== undefined && isPinLocked(stored),
  };
};

export const pinNotSet = (): ApiFailure => apiFailure("PIN_NOT_SET", "Set a transaction PIN first");
const pinLocked = (): ApiFailure => domainFailure(new PinLocked());

export type PinOutcome = { readonly ok: true; readonly db: Db } | { readonly ok: false; readonly failure: ApiFailure; readonly db?: Db };

/**
 * The PIN check of a money-moving request: PIN_NOT_SET, PIN_LOCKED, or PIN_WRONG with the tries left
 * (the new count is in `db`, to commit although the request is refused); a right PIN resets the count.
 */
export const verifyPin = (db: Db, userId: string, entered: string): PinOutcome => {
  const stored = pinOf(db, userId);
  if (stored === undefined) return { ok: false, failure: pinNotSet() };
  const checked = checkPin(stored, entered, matches(stored));
  const next = checked.state.wrongAttempts === stored.wrongAttempts ? db : withPin(db, { ...stored, ...checked.state });
  return checked.ok ? { ok: true, db: next } : { ok: false, failure: domainFailure(checked.error), db: next };
};

/** Why a new PIN typed twice is refused (PIN_FORMAT, PIN_MISMATCH), or null. */
export const newPinFailure = (pin: string, pinAgain: string): ApiFailure | null => {
  const set = setUpPin(pin, pinAgain);
  return Result.isFailure(set) ? domainFailure(set.failure) : null;
};

/** A new PIN typed twice, stored hashed with the count at zero. */
export const storeNewPin = (db: Db, userId: string, pin: string, pinAgain: string, now: number): { ok: true; db: Db } | { ok: false; failure: ApiFailure } => {
  const refused = newPinFailure(pin, pinAgain);
  return refused === null ? { ok: true, db: withPin(db, hashedPin(userId, pin, now)) } : { ok: false, failure: refused };
};

/** POST /api/wallet/pin: only the first PIN (PIN_ALREADY_SET after). */
export const setFirstPin = (db: Db, userId: string, pin: string, pinAgain: string, now: number): PinOutcome => {
  if (pinOf(db, userId) !== undefined) return { ok: false, failure: apiFailure("PIN_ALREADY_SET", "A PIN is set: change it with the current one, or reset it by OTP") };
  return storeNewPin(db, userId, pin, pinAgain, now);
};

/** POST /api/wallet/pin/change: the new PIN's format first (it costs no try), then the current PIN. */
export const changePin = (db: Db, userId: string, current: string, pin: string, pinAgain: string, now: number): PinOutcome => {
  if (pinOf(db, userId) === undefined) return { ok: false, failure: pinNotSet() };
  const format = newPinFailure(pin, pinAgain);
  if (format !== null) return { ok: false, failure: format };
  const checked = verifyPin(db, userId, current);
  if (!checked.ok) return checked;
  return storeNewPin(checked.db, userId, pin, pinAgain, now);
};

/** Forgot PIN: a blocked PIN stays blocked (only support lifts it). */
export const refuseIfLocked = (db: Db, userId: string): ApiFailure | null => {
  const stored = pinOf(db, userId);
  if (stored === undefined) return pinNotSet();
  return isPinLocked(stored) ? pinLocked() : null;
};

/** The back office (support): the count back to zero, the PIN kept. */
export const resetPinBlock = (db: Db, userId: string): Db | null => {
  const stored = pinOf(db, userId);
  return stored === undefined ? null : withPin(db, { ...stored, ...resetPinBySupport() });
};
