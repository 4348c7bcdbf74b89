import { BYTES_PER_KB, BYTES_PER_MB } from "../policy/business-constants";

const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1, useGrouping: false });

/** MB from 1 MB, else KB from 1 KB, else bytes. Garbage (NaN, negative) shows as 0 B. */
export const formatFileSize = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes < 0) return "0 B";
  if (bytes >= BYTES_PER_MB) return `${oneDecimal.format(Math.floor((bytes / BYTES_PER_MB) * 10) / 10)} MB`;
  if (bytes >= BYTES_PER_KB) return `${oneDecimal.format(Math.floor((bytes / BYTES_PER_KB) * 10) / 10)} KB`;
  return `${Math.floor(bytes)} B`;
};

/** Media duration m:ss (minutes are not wrapped into hours). Garbage shows as 0:00. */
export const formatDuration = (seconds: number): string => {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
};

/** Inverse of formatDuration for well-formed m:ss text; null otherwise. */
export const parseDuration = (text: string): number | null => {
  const match = /^(\d+):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};
