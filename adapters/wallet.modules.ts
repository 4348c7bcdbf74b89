/*
 * The wallet adapters (issue 23), loaded as one chunk on the first call of any of them
 * (wallet.registrations.ts): both sides use them, neither side's first screen needs them.
 */
export { WalletHttpAdapter } from "./http/wallet.http-adapter";
