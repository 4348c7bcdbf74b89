import { endOfWibDay } from "../shared/wib-time";

/** CV priority bought for a day lasts until 23:59 WIB of that day (end inclusive to the minute). */
export const cvPriorityEndsAt = (dayInstant: number): number => endOfWibDay(dayInstant);

export const isCvPriorityActive = (grantedAt: number, now: number): boolean =>
  now >= grantedAt && now <= cvPriorityEndsAt(grantedAt);
