import { Schema } from "effect";
import { LocalPhone } from "../../../domain/identity/phone.rules";
import { toWibIso } from "../../../domain/shared/wib-time";
import { isClockInstant, type MockClock } from "../../http/clock";
import { createRateLimitStandIn, type RateLimitStandIn } from "../../http/rate-limit";
import { endpoint, endpointWithBody, fail, validationFailed, type Endpoint, type Reply } from "../../http/endpoint";
import { apiFailure } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import { newToken, withSession } from "../../store/sessions";
import { accountNotFound, authResult, type OtpGuard } from "../auth/auth.public";
import { settleDue } from "../offers/offers.public";
import type { UploadedFiles } from "../uploads/uploads.public";
import { renderBackOffice, type BackOfficeSections } from "./back-office.page";
import { changeProviderState, isProviderStateName, type ProviderStates } from "./provider-states";

const TEN_YEARS_SECONDS = 10 * 366 * 24 * 60 * 60;
const MAX_STATE_NAME = 200;

/** A full ISO 8601 date-time with its offset (Date.parse alone takes "1" or "Tuesday 1 2020"). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const IsoInstant = Schema.String.pipe(
  Schema.check(
    Schema.isMaxLength(64),
    Schema.makeFilter((s: string) => ISO_DATE_TIME.test(s) || "Expected an ISO 8601 date-time with offset, e.g. 2026-05-01T09:00:00+07:00"),
    Schema.makeFilter((s: string) => isClockInstant(Date.parse(s)) || "Expected a time from 2000 to 2099"),
  ),
);
/** HTML forms post strings; JSON callers post numbers. Both mean seconds. */
const Seconds = Schema.Union([Schema.Finite, Schema.FiniteFromString]).pipe(
  Schema.check(Schema.makeFilter((n: number) => Math.abs(n) <= TEN_YEARS_SECONDS || "At most ten years either way")),
);
const Flag = Schema.Union([Schema.Boolean, Schema.Literals(["true", "false"])]);

export const ProviderStateRequest = Schema.Struct({
  state: Schema.String.pipe(Schema.check(Schema.isNonEmpty(), Schema.isMaxLength(MAX_STATE_NAME))),
  params: Schema.optional(Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown))),
  action: Schema.optional(Schema.Literals(["setup", "teardown"])),
});

const DevSessionRequest = Schema.Struct({ phone: LocalPhone });

const clockView = (clock: MockClock) => ({ now: toWibIso(clock.now()), offsetSeconds: Math.round(clock.offsetMs() / 1000) });

/** A form from the back office goes back to the page; a JSON caller gets JSON. */
const done = (fromForm: boolean, json: unknown, extra: { next?: Db; after?: () => void } = {}): Reply =>
  fromForm ? { status: 303, redirect: "/__dev/", ...extra } : { status: 200, json, ...extra };

/** The dev area under /__dev (not mounted in strict mode). */
export const devEndpoints = (deps: {
  readonly clock: MockClock;
  /** Tells the event hub the clock was set or advanced: what the clock alone tells (a reminder) is told at once. */
  readonly clockMoved: () => void;
  readonly log: (line: string) => void;
  readonly otpGuard: OtpGuard;
  readonly rateLimit?: RateLimitStandIn;
  /** The uploads' owners, for states that hand a seeker a file of hers. */
  readonly files: Pick<UploadedFiles, "own">;
  /** Every area's states (features/registry.ts): the dev area arranges them without knowing the areas. */
  readonly providerStates: ProviderStates;
  /** The seed the reset and the baseline state restore (features/registry.ts composes it). */
  readonly seed: () => Db;
  /** The areas' parts of the back-office page (features/registry.ts). */
  readonly backOffice: BackOfficeSections;
}): Endpoint[] => {
  const { clock } = deps;
  const rateLimit = deps.rateLimit ?? createRateLimitStandIn();
  const dev = { auth: "none", area: "dev" } as const;
  return [
    endpoint({
      ...dev,
      method: "GET",
      path: "/__dev/",
      summary: "Back-office page (HTML)",
      handle: ({ db: before, now }) => {
        // What the clock decided (expired payments and offers) is shown, and kept.
        const db = settleDue(before, now);
        return { status: 200, html: renderBackOffice(db, now, clock.offsetMs(), deps.backOffice), next: db };
      },
    }),
    endpoint({ ...dev, method: "GET", path: "/__dev/clock", summary: "Read the mock clock", handle: () => ({ status: 200, json: clockView(clock) }) }),
    endpointWithBody({
      ...dev,
      method: "POST",
      path: "/__dev/clock",
      summary: "Set the mock clock { now: ISO }",
      body: Schema.Struct({ now: IsoInstant }),
      handle: ({ body, fromForm }) => {
        clock.set(Date.parse(body.now));
        return done(fromForm, clockView(clock), { after: deps.clockMoved });
      },
    }),
    endpointWithBody({
      ...dev,
      method: "POST",
      path: "/__dev/clock/advance",
      summary: "Advance the mock clock { seconds }",
      body: Schema.Struct({ seconds: Seconds }),
      handle: ({ body, fromForm }) => {
        if (!isClockInstant(clock.now() + body.seconds * 1000))
          return fail(validationFailed([{ path: ["seconds"], message: "The mock clock stays within 2000 to 2099" }]));
        clock.advance(body.seconds);
        return done(fromForm, clockView(clock), { after: deps.clockMoved });
      },
    }),
    endpoint({
      ...dev,
      method: "POST",
      path: "/__dev/clock/reset",
      summary: "Back to real time",
      handle: ({ fromForm }) => {
        clock.reset();
        return done(fromForm, clockView(clock));
      },
    }),
    endpointWithBody({
      ...dev,
      method: "POST",
      path: "/__dev/whatsapp",
      summary: "WhatsApp-down switch { down: boolean }",
      body: Schema.Struct({ down: Flag }),
      handle: ({ body, db, fromForm }) => {
        const whatsappDown = body.down === true || body.down === "true";
        return done(fromForm, { whatsappDown }, { next: { ...db, settings: { ...db.settings, whatsappDown } } });
      },
    }),
    endpoint({
      ...dev,
      method: "GET",
      path: "/__dev/otps",
      summary: "Latest OTP per number (?phone= for one number)",
      handle: ({ db, query }) => {
        const phone = query.phone;
        if (phone === undefined) return { status: 200, json: { items: [...db.otps].sort((a, b) => b.sentAt.localeCompare(a.sentAt)), nextCursor: null } };
        if (!Schema.is(LocalPhone)(phone)) return fail(validationFailed([{ path: ["phone"], message: "Expected a national number like 81234567890" }]));
        const otp = db.otps.find((o) => o.phone === phone);
        return otp === undefined ? fail(apiFailure("OTP_NOT_FOUND", "No OTP was sent to this number")) : { status: 200, json: otp };
      },
    }),
    endpointWithBody({
      ...dev,
      method: "POST",
      path: "/__dev/sessions",
      summary: "Log in as an account without an OTP (for tests and demos; the OTP limits stay real)",
      body: DevSessionRequest,
      handle: ({ body, db, now }) => {
        const account = db.accounts.find((a) => a.phone === body.phone);
        if (account === undefined) return fail(accountNotFound());
        const token = newToken();
        return { status: 200, json: authResult(db, token, account), next: withSession(db, token, account.userId, now) };
      },
    }),
    endpoint({
      ...dev,
      method: "POST",
      path: "/__dev/reset",
      summary: "Restore the seed, real time and fresh OTP budgets",
      handle: ({ fromForm }) =>
        done(fromForm, { reset: true }, {
          next: deps.seed(),
          after: () => {
            clock.reset();
            deps.otpGuard.reset();
            rateLimit.reset();
          },
        }),
    }),
    endpoint({
      ...dev,
      method: "GET",
      path: "/__dev/provider-states",
      summary: "The Pact provider states this mock knows",
      handle: () => ({ status: 200, json: { items: Object.entries(deps.providerStates).map(([state, s]) => ({ state, arranges: s.arranges, params: s.params, values: s.values })), nextCursor: null } }),
    }),
    endpointWithBody({
      ...dev,
      method: "POST",
      path: "/__dev/provider-states",
      summary: "Pact provider-state change { state, params?, action? }",
      body: ProviderStateRequest,
      handle: ({ body, db, now }) => {
        if (!isProviderStateName(deps.providerStates, body.state))
          return fail(apiFailure("UNKNOWN_PROVIDER_STATE", `Unknown provider state: ${body.state}`, { knownStates: Object.keys(deps.providerStates) }));
        // States are arranged at real time; the clock goes back to it.
        const realNow = now - clock.offsetMs();
        const change = { state: body.state, params: body.params ?? {}, action: body.action ?? "setup" } as const;
        const result = changeProviderState(deps.providerStates, change, db, { now: realNow, otpGuard: deps.otpGuard, rateLimit, files: deps.files });
        if (result.kind === "invalid") return fail(validationFailed([{ path: ["params", result.param], message: result.message }]));
        const after = () => {
          clock.reset();
          if (result.kind === "baseline") {
            deps.otpGuard.reset();
            rateLimit.reset();
          }
          deps.log(`[state] ${change.action} ${body.state}`);
        };
        return result.kind === "baseline"
          ? { status: 200, json: {}, next: deps.seed(), after }
          : { status: 200, json: result.values, next: result.db, after };
      },
    }),
  ];
};
