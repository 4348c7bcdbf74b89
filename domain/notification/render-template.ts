import type { Language } from "../identity/session.schema";
import { formatRupiah } from "../format/number.format";
import { LOCAL_TEMPLATES, MONEY_PLACEHOLDERS } from "./template-catalogue";

export type TemplateParams = Readonly<Record<string, string | number | null | undefined>>;

export interface NotificationMessage {
  readonly templateId: number;
  readonly params: TemplateParams;
  /** The text the server rendered; what we show when we have no local template. */
  readonly serverText?: string | null;
}

const PLACEHOLDER = /\{(\w+)\}/g;

const paramText = (key: string, value: string | number | null | undefined): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    return MONEY_PLACEHOLDERS.has(key) ? formatRupiah(value) : String(value);
  }
  if (MONEY_PLACEHOLDERS.has(key) && /^\d+$/.test(value)) return formatRupiah(Number(value));
  return value;
};

/** Placeholders of a template that the parameters do not fill. */
export const missingParams = (template: string, params: TemplateParams): readonly string[] =>
  [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "").filter((k) => paramText(k, params[k]) === null);

/**
 * Renders a notification in the user's language. A known id uses the local template; an unknown id
 * (or a local template whose parameters are missing while the server sent its own text) shows the
 * server's text. Nothing ever renders "undefined" or "null": a missing value becomes empty.
 */
export const renderNotification = (message: NotificationMessage, language: Language): string => {
  const server = message.serverText ?? "";
  const template = LOCAL_TEMPLATES[message.templateId]?.[language];
  if (template === undefined) return server;
  if (missingParams(template, message.params).length > 0 && server !== "") return server;
  return template
    .replace(PLACEHOLDER, (_, key: string) => paramText(key, message.params[key]) ?? "")
    .replace(/\s{2,}/g, " ")
    .trim();
};
