/**
 * Drafts of the seeker's forms and of an application in progress, in sessionStorage: a reload or
 * a dropped connection keeps what was typed; closing the tab forgets it. Corrupt data is ignored.
 */
const PREFIX = "gawe.seeker.";

export const readDraft = <A>(name: string, isValid: (value: unknown) => value is A): A | null => {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + name);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
};

export const writeDraft = (name: string, value: unknown): void => {
  try {
    window.sessionStorage.setItem(PREFIX + name, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the draft is only a convenience.
  }
};

export const clearDraft = (name: string): void => {
  try {
    window.sessionStorage.removeItem(PREFIX + name);
  } catch {
    // as above
  }
};

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
