import { Schema } from "effect";

/**
 * Everything the native shell may send back through `window.__gaweBridgeCallback` (see
 * docs/native-bridge.md). Nothing from native is trusted before it decodes with these schemas.
 */
const BridgeErrorCode = Schema.Literals([
  "Cancelled",
  "PermissionDenied",
  "Unsupported",
  "InvalidFileFormat",
  "FileTooLarge",
  "UploadFailed",
  "Timeout",
  "NotLoggedIn",
]);

export const NativeAnswer = Schema.Union([
  Schema.Struct({ id: Schema.String, ok: Schema.Literal(true), payload: Schema.optional(Schema.Unknown) }),
  Schema.Struct({
    id: Schema.String,
    ok: Schema.Literal(false),
    error: Schema.Struct({ code: Schema.String, maxBytes: Schema.optional(Schema.Number) }),
  }),
  /** Intermediate upload progress, 0..1; the call stays open. */
  Schema.Struct({ id: Schema.String, progress: Schema.Number }),
]);
export type NativeAnswer = typeof NativeAnswer.Type;

export const isKnownErrorCode = Schema.is(BridgeErrorCode);

const NonNegative = Schema.Number.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)));

export const UploadedMediaPayload = Schema.Struct({
  url: Schema.String.pipe(Schema.check(Schema.isPattern(/^https?:\/\//))),
  fileName: Schema.String,
  mimeType: Schema.String,
  sizeBytes: NonNegative,
  durationSeconds: Schema.optional(NonNegative),
});

export const GeoPointPayload = Schema.Struct({
  lat: Schema.Number.pipe(Schema.check(Schema.isBetween({ minimum: -90, maximum: 90 }))),
  lng: Schema.Number.pipe(Schema.check(Schema.isBetween({ minimum: -180, maximum: 180 }))),
  accuracyMeters: Schema.optional(NonNegative),
});

export const DialogAnswerPayload = Schema.Struct({ confirmed: Schema.Boolean });
