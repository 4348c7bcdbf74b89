import { randomBytes } from "node:crypto";
import type { EpochMillis } from "../../../domain/shared/ids.schema";
import type { CertificateCode, WorkCertificate } from "../../../domain/work/certificate-api.schema";
import { CERTIFICATE_CODE_BYTES, certificateCodeOf } from "../../../domain/work/certificate.rules";
import type { Db } from "../../store/db.schema";
import type { StoredHire } from "../../store/work.db-schema";
import { daysOfHire } from "./work.logic";
import { workDayView } from "./work.view";

/**
 * The work certificate of a completed hire (issue 22; docs/business-rules.md "Completion and
 * ratings"): its code is made once, on its seeker's first request, from the server's secure random
 * (80 bits), and kept with the hire, so the same hire always shows the same code and issue date.
 */

export type DrawBytes = (count: number) => Uint8Array;
const secureBytes: DrawBytes = (count) => randomBytes(count);

/** A hire whose certificate was issued. */
export type CertifiedHire = StoredHire & { readonly certificate: NonNullable<StoredHire["certificate"]> };
const isCertified = (hire: StoredHire): hire is CertifiedHire => hire.certificate !== undefined;

/** The hire with its certificate: the one it has, else a new one issued now (a code no other hire holds). */
export const issueCertificate = (db: Db, hire: StoredHire, now: number, draw: DrawBytes = secureBytes): { db: Db; hire: CertifiedHire } => {
  if (isCertified(hire)) return { db, hire };
  const taken = new Set(db.hires.flatMap((h) => (h.certificate === undefined ? [] : [h.certificate.code])));
  let code: CertificateCode;
  do code = certificateCodeOf(draw(CERTIFICATE_CODE_BYTES));
  while (taken.has(code));
  const next: CertifiedHire = { ...hire, certificate: { code, issuedAt: now as EpochMillis } };
  return { db: { ...db, hires: db.hires.map((h) => (h.hireId === hire.hireId ? next : h)) }, hire: next };
};

/** The completed hire holding this code, if any. */
export const hireOfCertificate = (db: Db, code: CertificateCode): CertifiedHire | undefined =>
  db.hires.filter(isCertified).find((h) => h.certificate.code === code && h.completedAt !== undefined);

/** What the certificate shows, and nothing else: the same for its seeker and for whoever holds the code. */
export const certificateView = (db: Db, hire: CertifiedHire, now: number): WorkCertificate => {
  const business = db.businesses.find((b) => b.businessId === hire.businessId);
  const job = db.jobs.find((j) => j.jobId === hire.jobId);
  const days = daysOfHire(db, hire.hireId)
    .map((d) => workDayView(d, now))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const rating = db.ratings.find((r) => r.hireId === hire.hireId && r.side === "provider");
  return {
    code: hire.certificate.code,
    seekerName: db.accounts.find((a) => a.userId === hire.seekerId)?.fullName ?? "",
    business: {
      name: business?.brandName ?? business?.registeredName ?? "",
      logoUrl: business?.logoUrl ?? null,
      verified: business?.verification.status === "approved",
    },
    position: job?.position ?? "",
    firstDay: days[0]?.date ?? "",
    lastDay: days.at(-1)?.date ?? "",
    confirmedDays: days.filter((d) => d.status === "confirmed").length,
    rating: rating === undefined ? null : { stars: rating.stars, tags: rating.tags },
    issuedAt: hire.certificate.issuedAt,
  };
};
