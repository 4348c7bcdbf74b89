/** Types of signing.mjs (plain JavaScript so this folder runs without the app). */
export declare const DEV_APP_SECRET: string;
export declare const NONCE_USED_STATE: string;
export declare const signatureOf: (secret: string, nonce: string) => string;
export declare const newNonce: () => string;
export interface ResigningOptions {
  readonly secret: string;
  readonly consumerSecret?: string;
  readonly replayedNonces?: ReadonlySet<string>;
}
export declare const resigningFilter: (
  options: ResigningOptions,
) => (req: { headers: Record<string, string | string[] | undefined> }, res: unknown, next: () => void) => void;
