import { useState } from "react";
import { readDraft, writeDraft } from "./session-draft";

/** A form's state kept in its session draft as it is typed, so a reload brings it back. */
export const useDraft = <A extends object>(name: string, isValid: (value: unknown) => value is A, initial: () => A) => {
  const [value, setValue] = useState<A>(() => readDraft(name, isValid) ?? initial());
  const update = (patch: Partial<A>) => {
    const next = { ...value, ...patch };
    setValue(next);
    writeDraft(name, next);
  };
  return [value, update] as const;
};
