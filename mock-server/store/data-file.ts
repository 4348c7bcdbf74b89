import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { basename, dirname, join } from "node:path";
import { Result, Schema } from "effect";
import { Db } from "./db.schema";

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

/** The writer's process id in the name of one of writeJsonAtomic's temporary files of `file`, else undefined. */
const writerOfTemporary = (file: string, name: string): number | undefined => {
  const prefix = `${basename(file)}.`;
  if (!name.startsWith(prefix)) return undefined;
  const match = /^(\d+)\.[0-9a-f]{8}\.tmp$/.exec(name.slice(prefix.length));
  return match === null ? undefined : Number(match[1]);
};

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Removes the temporary files of writes that never finished: a writer killed between writing its
 * temporary sibling and renaming it (kill -9, a power cut) leaves `<file>.<pid>.<8 hex>.tmp`
 * behind, and nothing else would ever remove it. Only files of that exact pattern next to `file`
 * go, and only those of a process that no longer runs (another mock or `npm run mock:reset` on the
 * same file may be writing one right now). Answers the names removed.
 */
export const removeUnfinishedWrites = (file: string): readonly string[] => {
  const folder = dirname(file);
  if (!existsSync(folder)) return [];
  const stale = readdirSync(folder).filter((name) => {
    const pid = writerOfTemporary(file, name);
    return pid !== undefined && pid !== process.pid && !isRunning(pid);
  });
  for (const name of stale) rmSync(join(folder, name), { force: true });
  return stale;
};

export type LoadOutcome = { readonly db: Db; readonly notices: readonly string[] };

const decodeDb = Schema.decodeUnknownResult(Db);

/**
 * Reads the data file, creating it from the seed when it is missing. Collections a newer seed
 * added are filled in from the seed so an old file keeps working. A file that cannot be read is
 * moved aside (never deleted: it may hold someone's test data) and replaced by the seed.
 */
export const loadDataFile = (file: string, now: number, seed: () => Db): LoadOutcome => {
  const removed = removeUnfinishedWrites(file);
  const notices =
    removed.length === 0 ? [] : [`removed ${removed.length} temporary ${removed.length === 1 ? "file" : "files"} of writes a stopped mock never finished: ${removed.join(", ")}`];
  if (!existsSync(file)) {
    const db = seed();
    writeJsonAtomic(file, db);
    return { db, notices: [...notices, `created ${file} from the seed`] };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    parsed = undefined;
  }
  const candidate =
    typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? { ...seed(), ...parsed } : parsed;
  const decoded = decodeDb(candidate);
  if (Result.isSuccess(decoded)) return { db: decoded.success, notices };
  const aside = `${file}.unreadable-${now}.json`;
  renameSync(file, aside);
  const db = seed();
  writeJsonAtomic(file, db);
  return { db, notices: [...notices, `${file} was unreadable; moved it to ${aside} and started from the seed`] };
};
