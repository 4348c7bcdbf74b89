import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { dirname } from "node:path";
import { Result, Schema } from "effect";
import { Db } from "./db.schema";
import { createSeed } from "./seed";

/**
 * Writes the whole file to a temporary sibling, then renames it over the target: a crash or a
 * full disk leaves either the old file or the new one, never half of one.
 */
export const writeJsonAtomic = (file: string, value: unknown): void => {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`, { flag: "wx" });
  renameSync(temp, file);
};

export type LoadOutcome = { readonly db: Db; readonly notice?: string };

const decodeDb = Schema.decodeUnknownResult(Db);

/**
 * Reads the data file, creating it from the seed when it is missing. Collections a newer seed
 * added are filled in from the seed so an old file keeps working. A file that cannot be read is
 * moved aside (never deleted: it may hold someone's test data) and replaced by the seed.
 */
export const loadDataFile = (file: string, now: number): LoadOutcome => {
  if (!existsSync(file)) {
    const db = createSeed();
    writeJsonAtomic(file, db);
    return { db, notice: `created ${file} from the seed` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    parsed = undefined;
  }
  const candidate =
    typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? { ...createSeed(), ...parsed } : parsed;
  const decoded = decodeDb(candidate);
  if (Result.isSuccess(decoded)) return { db: decoded.success };
  const aside = `${file}.unreadable-${now}.json`;
  renameSync(file, aside);
  const db = createSeed();
  writeJsonAtomic(file, db);
  return { db, notice: `${file} was unreadable; moved it to ${aside} and started from the seed` };
};
