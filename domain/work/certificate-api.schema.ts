import { Schema } from "effect";
import { RatingStars, RatingTag } from "../rating/rating.schema";
import { CalendarDate, EpochMillis } from "../shared/ids.schema";
import { SafeUrl } from "../shared/safe-url.schema";

/**
 * The work certificate (issue 22; docs/api.md "Work certificate", decisions in
 * docs/business-rules.md "Completion and ratings"): what a completed hire proves, as its seeker
 * prints it and as anyone holding its code checks it. Both answers are this one shape, so the public
 * page can never show more than the printed page: no phone, wage, place or other hire.
 */

/**
 * Decision: Crockford base32 (digits and capitals without I, L, O and U, so nothing reads as another
 * character or a word), 16 characters in four groups of four: 80 random bits, unguessable, and short
 * enough to type from paper.
 */
export const CERTIFICATE_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CERTIFICATE_CODE_GROUPS = 4;
export const CERTIFICATE_CODE_GROUP_LENGTH = 4;
export const CertificateCode = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)),
  Schema.brand("CertificateCode"),
);
export type CertificateCode = typeof CertificateCode.Type;

/**
 * GET /api/hires/{hireId}/certificate (its seeker) and GET /api/certificates/{code} (anyone): the
 * facts of one completed hire. The rating is the business's of her for this hire (stars and tags,
 * never the free-text comment), null when it gave none.
 */
export const WorkCertificate = Schema.Struct({
  code: CertificateCode,
  seekerName: Schema.String,
  business: Schema.Struct({ name: Schema.String, logoUrl: Schema.NullOr(SafeUrl), verified: Schema.Boolean }),
  /** The job's position, as the platform stores it (the app shows its label). */
  position: Schema.String,
  /** The hire's first and last working day (WIB). */
  firstDay: CalendarDate,
  lastDay: CalendarDate,
  /** Working days the business confirmed (paid), support's approved reconfirmations included. */
  confirmedDays: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0))),
  rating: Schema.NullOr(Schema.Struct({ stars: RatingStars, tags: Schema.Array(RatingTag) })),
  /** When the certificate was first asked for (its code made then, never changed). */
  issuedAt: EpochMillis,
});
export type WorkCertificate = typeof WorkCertificate.Type;
