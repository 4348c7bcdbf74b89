import type { Result } from "effect";
import type { WorkCertificate } from "../../domain/work/certificate-api.schema";
import type { NotLoggedIn } from "../session/not-logged-in";
import type { ApiError } from "./api-error";
import { token } from "./token";

/**
 * The work certificate (issue 22; docs/api.md "Work certificate"): a port of its own beside
 * WORK_API because one of its two calls needs no session (anyone holding a code checks it).
 */
export interface CertificateApi {
  /** The certificate of the caller's completed hire (seeker role): issued on the first call, the same ever after. */
  ofHire(hireId: string): Promise<Result.Result<WorkCertificate, ApiError | NotLoggedIn>>;
  /** Anyone checks a certificate by its code, as typed. */
  byCode(code: string): Promise<Result.Result<WorkCertificate, ApiError>>;
}
export const CERTIFICATE_API = token<CertificateApi>("CertificateApi");
