/**
 * The page's first touch or key: what the first screen does not paint but a tap may need waits
 * for it (the error texts, ui/i18n/i18n.ts; Share's code on the provider home), so it never
 * competes with the first screen's code.
 * Not focus: the login focuses its phone field itself.
 */
export const FIRST_INPUT = ["pointerdown", "keydown"] as const;

/** The part of `window` this reads. */
export interface FirstInputTarget {
  addEventListener(type: (typeof FIRST_INPUT)[number], listener: () => void, options: { readonly capture: true; readonly passive: true }): void;
  removeEventListener(type: (typeof FIRST_INPUT)[number], listener: () => void, capture: true): void;
}

/**
 * Runs `task` once, on the first of FIRST_INPUT that reaches `target` (capture, passive). Returns
 * what stops waiting (for a component that unmounts first).
 */
export const onFirstInput = (target: FirstInputTarget, task: () => void): (() => void) => {
  const stop = (): void => {
    for (const event of FIRST_INPUT) target.removeEventListener(event, run, true);
  };
  const run = (): void => {
    stop();
    task();
  };
  for (const event of FIRST_INPUT) target.addEventListener(event, run, { capture: true, passive: true });
  return stop;
};

let inputDone = false;
const onInputDone = new Set<() => void>();
let watching = false;

/**
 * The page's first touch or key as a store (for useSyncExternalStore): whether it has happened, for
 * any component, mounted before or after it. The root layout starts watching as the page starts.
 * The shell's live parts (the event stream of the home tabs' unread badge and of the reminder
 * toast) wait for it, as the error texts do: their code is no part of a first visit's bytes.
 */
export const firstInputStore = {
  watch(target: FirstInputTarget): void {
    if (watching) return;
    watching = true;
    onFirstInput(target, () => {
      inputDone = true;
      for (const notify of [...onInputDone]) notify();
    });
  },
  subscribe(onChange: () => void): () => void {
    onInputDone.add(onChange);
    return () => void onInputDone.delete(onChange);
  },
  done: (): boolean => inputDone,
};
