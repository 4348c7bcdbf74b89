import { Result, Schema } from "effect";
import { UserEvent } from "../../domain/events/user-event.schema";

/** One event's data decoded as a UserEvent; null when it does not decode (say a kind from a newer server). */
export const decodeEvent = (data: string): UserEvent | null => {
  try {
    const decoded = Schema.decodeUnknownResult(UserEvent)(JSON.parse(data));
    return Result.isSuccess(decoded) ? decoded.success : null;
  } catch {
    return null;
  }
};
