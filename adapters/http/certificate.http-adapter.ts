import type { CertificateApi } from "../../application/ports/certificate-api.port";
import { WorkCertificate } from "../../domain/work/certificate-api.schema";
import type { HttpClient } from "./http-client";

/** The work certificate's calls (docs/api.md "Work certificate"), each answer decoded with the domain's schema. */
export class CertificateHttpAdapter implements CertificateApi {
  constructor(private readonly http: HttpClient) {}

  ofHire(hireId: string) {
    return this.http.request({ method: "GET", path: `/hires/${encodeURIComponent(hireId)}/certificate`, schema: WorkCertificate, auth: "session" });
  }

  byCode(code: string) {
    return this.http.request({ method: "GET", path: `/certificates/${encodeURIComponent(code)}`, schema: WorkCertificate });
  }
}
