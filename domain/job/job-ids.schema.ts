import { Schema } from "effect";
import { UserId } from "../identity/session.schema";

export { BusinessId, CalendarDate, IsoInstant, JobId, OrderId } from "../shared/ids.schema";
export const UserIdList = Schema.Array(UserId);
