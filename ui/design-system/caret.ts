/*
 * Formatting a field as the user types (money "1.500.000", phone "812-3456-7890") without moving
 * the caret: the caret stays after the same digit it was after. Pure `reformat` (unit-tested) and
 * `formatInPlace`, which writes the formatted value and the caret into the input itself, so React,
 * finding the value it is about to set already there, leaves the caret alone.
 */

export interface Edit {
  readonly value: string;
  readonly caret: number;
}

const digitsOf = (text: string): string => text.replace(/\D/g, "");

/**
 * `raw` is the input's text right after the user's edit, `caret` where the caret is in it,
 * `previous` the formatted text before the edit. Backspace that removed only the separator before
 * the caret removes the digit before it instead. Digits the formatter drops in front
 * (a pasted +62, leading zeros) or at the end (too many) are not counted.
 */
export const reformat = (previous: string, raw: string, caret: number, format: (raw: string) => string): Edit => {
  let input = raw;
  let at = Math.min(Math.max(caret, 0), raw.length);
  // A backspace over a separator: the text is the previous one without the non-digit right at the
  // caret. A whole text replaced by the same digits unformatted (a paste, an autofill) is not one.
  const separatorAtCaret = !/\d/.test(previous.charAt(at)) && raw === previous.slice(0, at) + previous.slice(at + 1);
  if (raw.length === previous.length - 1 && separatorAtCaret) {
    let i = at - 1;
    while (i >= 0 && !/\d/.test(raw.charAt(i))) i--;
    if (i >= 0) {
      input = raw.slice(0, i) + raw.slice(i + 1);
      at = i;
    }
  }
  const value = format(input);
  const all = digitsOf(input);
  const kept = digitsOf(value);
  const front = Math.max(0, all.indexOf(kept));
  let wanted = Math.min(Math.max(digitsOf(input.slice(0, at)).length - front, 0), kept.length);
  if (wanted === 0) return { value, caret: 0 };
  let index = 0;
  while (index < value.length && wanted > 0) if (/\d/.test(value.charAt(index++))) wanted--;
  return { value, caret: index };
};

/** Formats the input's text where it stands and puts the caret back; returns the new text. */
export const formatInPlace = (input: HTMLInputElement, previous: string, format: (raw: string) => string): string => {
  const edit = reformat(previous, input.value, input.selectionStart ?? input.value.length, format);
  input.value = edit.value;
  if (document.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
  return edit.value;
};
