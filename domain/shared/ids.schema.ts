import { Schema } from "effect";

const NonEmpty = Schema.String.pipe(Schema.check(Schema.isNonEmpty()));

export const JobId = NonEmpty.pipe(Schema.brand("JobId"));
export type JobId = typeof JobId.Type;
export const OrderId = NonEmpty.pipe(Schema.brand("OrderId"));
export type OrderId = typeof OrderId.Type;
export const OfferId = NonEmpty.pipe(Schema.brand("OfferId"));
export type OfferId = typeof OfferId.Type;
export const PaymentId = NonEmpty.pipe(Schema.brand("PaymentId"));
export type PaymentId = typeof PaymentId.Type;
export const TransactionId = NonEmpty.pipe(Schema.brand("TransactionId"));
export type TransactionId = typeof TransactionId.Type;
export const AttendanceId = NonEmpty.pipe(Schema.brand("AttendanceId"));
export type AttendanceId = typeof AttendanceId.Type;
export const CancellationId = NonEmpty.pipe(Schema.brand("CancellationId"));
export type CancellationId = typeof CancellationId.Type;
export const BusinessId = NonEmpty.pipe(Schema.brand("BusinessId"));
export type BusinessId = typeof BusinessId.Type;
export const MemberId = NonEmpty.pipe(Schema.brand("MemberId"));
export type MemberId = typeof MemberId.Type;
export const CouponId = NonEmpty.pipe(Schema.brand("CouponId"));
export type CouponId = typeof CouponId.Type;
export const AccountId = NonEmpty.pipe(Schema.brand("PayoutAccountId"));
export type AccountId = typeof AccountId.Type;
export const VerificationId = NonEmpty.pipe(Schema.brand("VerificationId"));
export type VerificationId = typeof VerificationId.Type;
export const VideoId = NonEmpty.pipe(Schema.brand("VideoId"));
export type VideoId = typeof VideoId.Type;
export const InterviewId = NonEmpty.pipe(Schema.brand("InterviewId"));
export type InterviewId = typeof InterviewId.Type;
export const ReferralEventId = NonEmpty.pipe(Schema.brand("ReferralEventId"));
export type ReferralEventId = typeof ReferralEventId.Type;
export const RewardId = NonEmpty.pipe(Schema.brand("RewardId"));
export type RewardId = typeof RewardId.Type;
export const NotificationId = NonEmpty.pipe(Schema.brand("NotificationId"));
export type NotificationId = typeof NotificationId.Type;
export const WithdrawalId = NonEmpty.pipe(Schema.brand("WithdrawalId"));
export type WithdrawalId = typeof WithdrawalId.Type;
/** An interview invitation of issue 24 (a video interview is an `InterviewId`). */
export const InterviewInvitationId = NonEmpty.pipe(Schema.brand("InterviewInvitationId"));
export type InterviewInvitationId = typeof InterviewInvitationId.Type;

/** An instant as ISO 8601 with offset, the wire format of every time (docs/api.md). */
export const IsoInstant = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/)),
);
/** A calendar date without time (date of birth, job start day): YYYY-MM-DD. */
export const CalendarDate = Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/)));
export type CalendarDate = typeof CalendarDate.Type;

/** An instant inside the domain: whole epoch milliseconds from the Clock port (compared in WIB). */
export const EpochMillis = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)));
export type EpochMillis = typeof EpochMillis.Type;
