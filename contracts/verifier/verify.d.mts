/** Types of verify.mjs (plain JavaScript so this folder runs without the app). */
export type Selector = Record<string, string | boolean>;
export interface VerifyOptions {
  readonly providerBaseUrl: string;
  readonly stateChangeUrl?: string;
  readonly appSecret?: string;
  readonly pacts?: readonly string[];
  readonly brokerUrl?: string;
  readonly providerVersion?: string;
  readonly branch?: string;
  readonly selectors?: readonly Selector[];
  readonly includeWipSince?: string;
  readonly pending?: boolean;
  readonly publish?: boolean;
  readonly buildUrl?: string;
  readonly logLevel?: string;
}
export declare const DEFAULT_PACT_DIR: string;
export declare const DEFAULT_SELECTORS: readonly Selector[];
export declare const USAGE: string;
export declare const parseArgs: (argv: readonly string[], env?: Record<string, string | undefined>) => VerifyOptions;
export declare const readableFailure: (error: unknown) => string;
export declare const stateHandlersFor: (deps: {
  stateChangeUrl: string;
  providerBaseUrl: string;
  appSecret: string;
  replayedNonces: Set<string>;
}) => Record<string, { setup: (params: unknown) => Promise<unknown>; teardown: (params: unknown) => Promise<unknown> }>;
/** The options handed to pact-js's Verifier. */
export declare const verifierOptions: (options: VerifyOptions, replayedNonces?: Set<string>) => Record<string, unknown>;
export declare const verify: (options: VerifyOptions) => Promise<void>;
