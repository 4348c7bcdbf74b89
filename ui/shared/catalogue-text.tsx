import { useTranslation } from "react-i18next";
import type { FieldError } from "../design-system/field-frame";

/**
 * A catalogue text kept by its key, never by its words (an error's text included): drawn in the
 * language of the moment, so switching language redraws what is already on screen.
 */
export interface TextKey {
  readonly key: string;
  /** Its namespace: the text's, which a screen need not have before its first paint (errors come on the first touch). */
  readonly ns: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * The words of `text` in the current language, or null while its namespace is still on its way
 * (asked for now when it is not there): a raw key never reaches the screen, however slow the
 * phone. It does not suspend, so the screen around it stays as it is meanwhile.
 */
export const useCatalogueText = (text: TextKey | null): string | null => {
  const { t, ready } = useTranslation(text?.ns ?? "common", { useSuspense: false });
  return text === null || !ready ? null : t(text.key, { ns: text.ns, ...text.values });
};

/** `text` in the current language; nothing until its namespace is in. */
export function CatalogueText({ text }: { readonly text: TextKey }) {
  return useCatalogueText(text);
}

/** A field's error from a kept key: the field shows invalid at once, the words once their texts are in. */
export const fieldErrorOf = (text: TextKey | null | undefined): FieldError => (text === null || text === undefined ? null : <CatalogueText text={text} />);
