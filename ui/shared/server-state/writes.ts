import type { Changed } from "./data";

/**
 * The moment a write was accepted and the data it changed, told to whoever keeps server data. A
 * module of its own so that the submit kit (on the first screen) tells the data cache without
 * loading it: when no screen has read server data yet, nobody listens and nothing is loaded.
 */
const listeners = new Set<(changed: readonly Changed[]) => void>();

export const onAcceptedWrite = (listener: (changed: readonly Changed[]) => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const announceAcceptedWrite = (changed: readonly Changed[]): void => {
  for (const listener of listeners) listener(changed);
};
