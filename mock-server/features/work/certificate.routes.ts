import { WorkCertificate } from "../../../domain/work/certificate-api.schema";
import { readCertificateCode } from "../../../domain/work/certificate.rules";
import { callerOf } from "../../http/caller";
import { endpoint, fail, type Endpoint } from "../../http/endpoint";
import { apiFailure, forbidden } from "../../http/errors";
import { certificateView, hireOfCertificate, issueCertificate } from "./certificate.logic";
import { hireNotFound } from "./work.logic";
import { visibleHire } from "./work.view";

const notAvailable = () => apiFailure("CERTIFICATE_NOT_FOUND", "No work certificate has this code");

/** The work certificate (issue 22; docs/api.md "Work certificate"): its seeker's copy and the public check by code. */
export const certificateEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/hires/:hireId/certificate",
    success: { status: 200, schema: WorkCertificate },
    errors: ["HIRE_NOT_FOUND", "FORBIDDEN", "HIRE_NOT_COMPLETED"],
    auth: "bearer",
    area: "api",
    summary:
      "The work certificate of a completed hire, for its seeker (seeker role): her name, the business (name, logo, verified), the position, the first and last working day, the confirmed days, the business's rating of her (stars and tags) and the verification code. Its code and issue date are made on the first request and never change",
    handle: (ctx) => {
      const seen = visibleHire(ctx);
      if (seen === null) return fail(hireNotFound());
      if (seen.hire.seekerId !== callerOf(ctx.caller).account.userId || ctx.caller?.account.activeRole !== "seeker")
        return fail(forbidden("Only the hire's seeker gets its certificate, in the seeker role"));
      if (seen.hire.completedAt === undefined) return fail(apiFailure("HIRE_NOT_COMPLETED", "A work certificate is issued once the hire is completed"));
      const issued = issueCertificate(seen.db, seen.hire, ctx.now);
      return { status: 200, json: certificateView(issued.db, issued.hire, ctx.now), next: issued.db };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/certificates/:code",
    success: { status: 200, schema: WorkCertificate },
    errors: ["CERTIFICATE_NOT_FOUND"],
    auth: "none",
    area: "api",
    summary:
      "Anyone checks a work certificate by its code (typed in any case, with or without hyphens, O for 0, I or L for 1): the same facts the certificate shows, never more (no phone, wage, place or other hire). An unknown or malformed code is 404 CERTIFICATE_NOT_FOUND",
    handle: ({ db, params, now }) => {
      const code = readCertificateCode(params.code ?? "");
      const hire = code === null ? undefined : hireOfCertificate(db, code);
      if (hire === undefined) return fail(notAvailable());
      return { status: 200, json: certificateView(db, hire, now) };
    },
  }),
];
