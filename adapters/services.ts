import { APPLY_TO_JOB } from "../application/applying/applying.tokens";
import { ADOPT_NATIVE_LOGIN, LOG_IN, LOG_OUT, REGISTER, REQUEST_OTP, SWITCH_ROLE } from "../application/auth/auth.tokens";
import { LOCATE_ME, SAVED_JOBS } from "../application/job-search/job-search.tokens";
import { PROVIDER_OFFERS } from "../application/offers/offers.tokens";
import { APPLICATIONS_API } from "../application/ports/applying-api.port";
import { AUTH_API } from "../application/ports/auth-api.port";
import { CHAT_OUTBOX } from "../application/chat/chat.tokens";
import type { ChatOutboxEntry } from "../application/chat/chat-outbox";
import { CHAT_API } from "../application/ports/chat-api.port";
import { CHAT_UNREAD } from "../application/ports/chat-unread.port";
import type { OutboxDevice } from "../application/ports/outbox.port";
import { CERTIFICATE_API } from "../application/ports/certificate-api.port";
import { CLOCK } from "../application/ports/clock.port";
import { HELP_CENTER_API } from "../application/ports/help-center-api.port";
import { NATIVE_BRIDGE } from "../application/ports/native-bridge.port";
import { OFFERS_API } from "../application/ports/offers-api.port";
import { BUSINESS_API } from "../application/ports/provider-business-api.port";
import { JOBS_API } from "../application/ports/provider-jobs-api.port";
import { REFERENCE_API } from "../application/ports/reference-api.port";
import { SEEKER_API } from "../application/ports/seeker-api.port";
import { USER_EVENTS } from "../application/ports/user-events.port";
import { LANGUAGE_STORE, SESSION_STORE } from "../application/ports/session-store.port";
import type { PunchDevice } from "../application/ports/punch-outbox.port";
import { UPLOAD_PHOTO } from "../application/uploads/uploads.tokens";
import { PROVIDER_JOBS } from "../application/provider-jobs/provider-jobs.tokens";
import { token, type Resolver, type Token } from "../application/ports/token";
import { INTERVIEWS_API } from "../application/ports/interviews-api.port";
import { INTERVIEW_QUESTION_SUGGESTER } from "../application/ports/interview-questions.port";
import { VIDEO_INTERVIEW_API } from "../application/ports/video-interview-api.port";
import { VIDEO_ANSWERS } from "../application/ports/video-answers.port";
import { SURVEY_API } from "../application/ports/survey-api.port";
import { TALENT_API } from "../application/ports/talent-api.port";
import { WALLET_API } from "../application/ports/wallet-api.port";
import { WORK_API } from "../application/ports/work-api.port";
import { INTRO_VIDEO, SAVE_MY_PROFILE, UPLOAD_SEEKER_MEDIA } from "../application/seeker-profile/seeker-profile.tokens";
import { CLOCK_PUNCH, PUNCH_OUTBOX } from "../application/work/clock-punch.tokens";
import type { ServiceModulePath, ServiceRow } from "../manifests/manifest";
import type { HttpClient } from "./http/http-client";
import { registerLazily, type Register } from "./lazy";

/*
 * The container's services from the sides' manifests (`services`, manifests/manifest.ts): a row
 * names its token, its chunk and what it needs; the chunk's factory table (adapters/<side>.registrations.ts)
 * builds it from exactly those needs and the loaded chunk.
 */

/** Adapter-internal: the API's HTTP client, loaded with the first request (the UI never resolves it). */
export const API_CLIENT = token<Promise<HttpClient>>("ApiClient");
/** Adapter-internal: the phone's side of the punch outbox (storage, tab lock, clock offset), loaded with the outbox. */
export const PUNCH_DEVICE = token<Promise<PunchDevice>>("PunchDevice");
/** Adapter-internal: the phone's side of the chat's outbox (issue 24: storage, tab lock), loaded with the outbox. */
export const CHAT_DEVICE = token<Promise<OutboxDevice<ChatOutboxEntry>>>("ChatDevice");

/** The tokens a manifest row may name, by their export names. */
export const TOKENS = {
  ADOPT_NATIVE_LOGIN,
  API_CLIENT,
  APPLICATIONS_API,
  APPLY_TO_JOB,
  AUTH_API,
  BUSINESS_API,
  CERTIFICATE_API,
  CHAT_API,
  CHAT_DEVICE,
  CHAT_OUTBOX,
  CHAT_UNREAD,
  CLOCK,
  CLOCK_PUNCH,
  HELP_CENTER_API,
  INTERVIEWS_API,
  INTERVIEW_QUESTION_SUGGESTER,
  INTRO_VIDEO,
  JOBS_API,
  LANGUAGE_STORE,
  LOCATE_ME,
  LOG_IN,
  LOG_OUT,
  NATIVE_BRIDGE,
  OFFERS_API,
  PROVIDER_JOBS,
  PROVIDER_OFFERS,
  PUNCH_DEVICE,
  PUNCH_OUTBOX,
  REFERENCE_API,
  REGISTER,
  REQUEST_OTP,
  SAVED_JOBS,
  SAVE_MY_PROFILE,
  SEEKER_API,
  SESSION_STORE,
  SURVEY_API,
  SWITCH_ROLE,
  UPLOAD_PHOTO,
  UPLOAD_SEEKER_MEDIA,
  TALENT_API,
  USER_EVENTS,
  VIDEO_ANSWERS,
  VIDEO_INTERVIEW_API,
  WALLET_API,
  WORK_API,
};

export type TokenName = keyof typeof TOKENS;
/** What a token resolves to. */
export type ServiceOf<K extends TokenName> = (typeof TOKENS)[K] extends Token<infer T> ? T : never;
/** A row whose token and needs are tokens of TOKENS. */
export type TypedRow = ServiceRow & { readonly token: TokenName; readonly needs: readonly TokenName[] };
/** What a row's factory is handed: each token it needs, resolved when read, and nothing else. */
export type Needs<R extends TypedRow> = { readonly [N in R["needs"][number]]: ServiceOf<N> };

type Factory<R extends TypedRow, M, Built> = (needs: Needs<R>, m: M) => Built;
/** One factory per row of `Rows` that loads from `P` as `Lazy` says, and none besides. */
export type FactoriesOf<Rows extends TypedRow, P extends ServiceModulePath, M, Lazy extends boolean = true> = {
  readonly [K in Extract<Rows, { readonly module: P; readonly lazy: Lazy }>["token"]]: Factory<
    Extract<Rows, { readonly token: K }>,
    M,
    Lazy extends true ? ServiceOf<K> | Promise<ServiceOf<K>> : ServiceOf<K>
  >;
};

/** A chunk and its factories, as the registration loop reads them: loaded on demand, or the module itself (eager). */
export type Chunk = { readonly make: Readonly<Record<string, (needs: object, m: unknown) => unknown>> } & (
  | { readonly load: () => Promise<unknown> }
  | { readonly eager: unknown }
);

/**
 * A side's factory table for one chunk: `load` imports it, `make` has a factory for each of the
 * side's rows naming it, typed by the row (`chunkOf<typeof SEEKER_SERVICES>()(...)`).
 */
export const chunkOf =
  <Rows extends readonly TypedRow[]>() =>
  <P extends Rows[number]["module"], M>(module: P, load: () => Promise<M>, make: FactoriesOf<Rows[number], P, M>): Record<P, Chunk> =>
    ({ [module]: { load, make } }) as unknown as Record<P, Chunk>;

/** The same for a side's eager rows (`lazy: false`): `m` is the module itself, imported statically. */
export const eagerChunkOf =
  <Rows extends readonly TypedRow[]>() =>
  <P extends Rows[number]["module"], M>(module: P, m: M, make: FactoriesOf<Rows[number], P, M, false>): Record<P, Chunk> =>
    ({ [module]: { eager: m, make } }) as unknown as Record<P, Chunk>;

/** Test doubles by token name: registered as they are (`useValue`) instead of the row's factory. */
export type ServiceValues = { readonly [K in TokenName]?: ServiceOf<K> };

/**
 * Registers the service of every factory of each side's `chunks` (one per manifest row, and none besides: the
 * type checker holds the tables to the rows, so the rows themselves never ship): a lazy row's as a
 * stand-in that loads its chunk on the first call (registerLazily), an eager row's on its first
 * resolve; each built from the tokens it needs, resolved when its factory reads them.
 */
export const registerServices = (register: Register, sides: readonly Readonly<Record<string, Chunk>>[], values: ServiceValues = {}): void => {
  const lazily = registerLazily(register);
  // One table per side, not one merged record: two sides loading from the same chunk keep both tables.
  for (const chunk of sides.flatMap((chunks) => Object.values(chunks)))
    for (const [name, factory] of Object.entries(chunk.make)) {
      const needs = (r: Resolver): object => new Proxy({}, { get: (_target, need) => r.resolve(TOKENS[need as TokenName] as Token<unknown>) });
      const token = TOKENS[name as TokenName] as Token<object>;
      const value = values[name as TokenName] as object | undefined;
      if ("eager" in chunk) register(token, (r) => factory(needs(r), chunk.eager) as object, value);
      else lazily(token, async (r) => factory(needs(r), await chunk.load()) as object, value);
    }
};
