/*
 * The work adapters (issue 22), loaded as one chunk on the first call of any of them
 * (work.registrations.ts): both sides use them, neither side's first screen needs them.
 */
export { WorkHttpAdapter } from "./http/work.http-adapter";
export { CertificateHttpAdapter } from "./http/certificate.http-adapter";
