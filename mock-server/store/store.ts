import type { Db } from "./db.schema";
import { loadDataFile, writeJsonAtomic } from "./data-file";

/**
 * The mock's state. Handlers never mutate it: they compute a new Db and `commit` it, which
 * writes the file first and only then swaps the state in memory. A request that fails before
 * committing leaves both untouched, so nothing is ever half-applied.
 */
export interface Store {
  current(): Db;
  commit(next: Db): void;
  /** Back to the seed (file and memory). */
  reset(): void;
  /** Called after every commit; the answer stops it (an event stream that closed). */
  onCommit(listener: (db: Db) => void): () => void;
}

export const createStore = (options: {
  readonly dataFile?: string | undefined;
  readonly now: () => number;
  readonly log: (line: string) => void;
  /** A fresh seed (the features' steps composed by features/registry.ts): the first data and what a reset restores. */
  readonly seed: () => Db;
}): Store => {
  const { dataFile } = options;
  let state: Db;
  if (dataFile === undefined) {
    state = options.seed();
  } else {
    const loaded = loadDataFile(dataFile, options.now(), options.seed);
    for (const notice of loaded.notices) options.log(`[data] ${notice}`);
    state = loaded.db;
  }
  let listeners: ((db: Db) => void)[] = [];
  const commit = (next: Db): void => {
    if (dataFile !== undefined) writeJsonAtomic(dataFile, next);
    state = next;
    for (const listener of [...listeners]) listener(next);
  };
  return {
    current: () => state,
    commit,
    reset: () => commit(options.seed()),
    onCommit: (listener) => {
      listeners.push(listener);
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },
  };
};
