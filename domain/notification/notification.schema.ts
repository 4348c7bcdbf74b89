import { Schema } from "effect";
import { IsoInstant, NotificationId } from "../shared/ids.schema";

/** A notification as the server sends it: a template id, its parameters and its own text. */
export const Notification = Schema.Struct({
  notificationId: NotificationId,
  templateId: Schema.Int,
  params: Schema.Record(Schema.String, Schema.NullOr(Schema.Union([Schema.String, Schema.Number]))),
  serverText: Schema.optional(Schema.NullOr(Schema.String)),
  at: IsoInstant,
  read: Schema.Boolean,
  deepLink: Schema.optional(Schema.String),
});
export type Notification = typeof Notification.Type;
