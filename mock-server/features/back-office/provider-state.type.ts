import type { RateLimitStandIn } from "../../http/rate-limit";
import type { ProviderStateName } from "../../provider-state-names";
import type { Db, StoredAccount } from "../../store/db.schema";
import type { OtpGuard } from "../auth/auth.public";
import type { UploadedFiles } from "../uploads/uploads.public";
import { newToken, withSession } from "../../store/sessions";

/** What a state's setup may read besides the data: the time it is arranged at, its parameters, the OTP guard (in memory). */
export interface StateContext {
  readonly now: number;
  readonly params: Readonly<Record<string, unknown>>;
  readonly otpGuard: OtpGuard;
  readonly rateLimit: RateLimitStandIn;
  /** Who uploaded which file (in memory, as the uploads endpoint records it): a state may hand the seeker a video of hers. */
  readonly files: Pick<UploadedFiles, "own">;
}

/** The data after the setup, and the values handed back to the Pact verifier (fromProviderState). */
export interface Arranged {
  readonly db: Db;
  readonly values?: Readonly<Record<string, string>>;
}

/** One Pact provider state (its own module, so the area files of states can import it without a cycle). */
export interface ProviderState {
  /** What the state arranges on the data it is given (contracts/README.md repeats it). */
  readonly arranges: string;
  /** Each parameter and what it means, with its default when optional. */
  readonly params: Readonly<Record<string, string>>;
  /** Each value handed back to the verifier and what it is. */
  readonly values: Readonly<Record<string, string>>;
  readonly arrange: (db: Db, ctx: StateContext) => Arranged;
}

/** The states of one area, keyed by their shared names. */
export type AreaStates = Readonly<Partial<Record<ProviderStateName, ProviderState>>>;

/** A parameter the state cannot use: the handler answers 400 VALIDATION_FAILED naming it. */
export class StateParamError extends Error {
  constructor(
    readonly param: string,
    message: string,
  ) {
    super(message);
  }
}

const PHONE = /^8\d{7,12}$/;

/** Typed readers of a state's parameters; a missing one takes `fallback`, or fails when there is none. */
export const paramsOf = (params: Readonly<Record<string, unknown>>) => {
  const get = <A>(name: string, fallback: A | undefined, is: (v: unknown) => v is A, what: string): A => {
    const value = params[name];
    if (value === undefined || value === null) {
      if (fallback === undefined) throw new StateParamError(name, `params.${name} is required (${what})`);
      return fallback;
    }
    if (!is(value)) throw new StateParamError(name, `params.${name} must be ${what}`);
    return value;
  };
  return {
    phone: (name: string, fallback?: string) => get(name, fallback, (v): v is string => typeof v === "string" && PHONE.test(v), "a national phone number like 81200000001"),
    string: (name: string, fallback?: string) => get(name, fallback, (v): v is string => typeof v === "string" && v !== "", "a non-empty string"),
    number: (name: string, fallback?: number) => get(name, fallback, (v): v is number => typeof v === "number" && Number.isFinite(v), "a number"),
    boolean: (name: string, fallback?: boolean) => get(name, fallback, (v): v is boolean => typeof v === "boolean", "true or false"),
    oneOf: <const A extends string>(name: string, options: readonly A[], fallback?: A) =>
      get(name, fallback, (v): v is A => typeof v === "string" && (options as readonly string[]).includes(v), options.join(" | ")),
    has: (name: string) => params[name] !== undefined && params[name] !== null,
    raw: (name: string): unknown => params[name],
  };
};

export const accountByPhone = (db: Db, phone: string): StoredAccount | undefined => db.accounts.find((a) => a.phone === phone);

/** The account with this phone; one is created (role `role`, a name from the number) when there is none. */
export const ensureAccount = (db: Db, phone: string, role: "seeker" | "provider", now: string): { db: Db; account: StoredAccount } => {
  const known = accountByPhone(db, phone);
  if (known !== undefined) return { db, account: known };
  const account: StoredAccount = {
    userId: `u-state-${phone}`,
    phone,
    fullName: `${role === "seeker" ? "Pencari" : "Pemberi"} Kerja ${phone.slice(-4)}`,
    roles: [role],
    activeRole: role,
    idVerified: false,
    createdAt: now,
  };
  return { db: { ...db, accounts: [...db.accounts, account] }, account };
};

export const replaceAccount = (db: Db, account: StoredAccount): Db => ({ ...db, accounts: db.accounts.map((a) => (a.userId === account.userId ? account : a)) });

/** A new session for the account: its token and user id are the values handed back. */
export const loggedIn = (db: Db, account: StoredAccount, now: number): Arranged => {
  const token = newToken();
  return { db: withSession(db, token, account.userId, now), values: { token, userId: account.userId } };
};

/** An id not yet taken in `ids`, `prefix` followed by a number. */
export const freshId = (prefix: string, ids: readonly string[]): string => {
  const taken = new Set(ids);
  let n = ids.length + 1;
  while (taken.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
};
