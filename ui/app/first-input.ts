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
