import { COUNTRY_CODE } from "../../../domain/identity/phone.format";
import { toWibIso } from "../../../domain/shared/wib-time";
import type { Db } from "../../store/db.schema";
import { DEMO_OTP_CODE } from "../../store/demo-accounts";
import { escapeHtml } from "../../http/html";

/** HTML of one area's part of the back office, drawn from the data as it is. */
/** A part of the back office, from the data and the mock's clock (`now`: splits and deadlines read as of now). */
export type BackOfficeSection = (db: Db, now: number) => string;

/** What the areas add to the back office (features/registry.ts lists them), so the page names no area. */
export interface BackOfficeSections {
  /** Queues under "Pending verifications". */
  readonly verifications: readonly BackOfficeSection[];
  /** Sections of their own (each brings its `<section>`), after the verifications. */
  readonly sections: readonly BackOfficeSection[];
}

const table = (headers: readonly string[], rows: readonly (readonly string[])[], empty: string): string =>
  rows.length === 0
    ? `<p class="empty">${escapeHtml(empty)}</p>`
    : `<table><thead><tr>${headers.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${rows
        .map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join("")}</tr>`)
        .join("")}</tbody></table>`;

const button = (action: string, label: string, fields: Readonly<Record<string, string>> = {}): string =>
  `<form method="post" action="${action}" class="inline">${Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("")}<button type="submit">${escapeHtml(label)}</button></form>`;

const intl = (phone: string): string => `${COUNTRY_CODE}${phone}`;

/**
 * The back office: plain server-rendered HTML with forms that post to the /__dev endpoints
 * (they answer a form with a redirect back here). The areas add their queues as sections.
 */
export const renderBackOffice = (db: Db, now: number, offsetMs: number, parts: BackOfficeSections): string => {
  const otps = [...db.otps].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  const offsetSeconds = Math.round(offsetMs / 1000);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gawe mock back office</title>
<style>
body{font-family:system-ui,sans-serif;margin:1rem;max-width:60rem;line-height:1.4}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}th.amount,td.amount{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}.nowrap{white-space:nowrap}.table-scroll{overflow-x:auto}table.ledger{font-size:.875rem}
section{margin-bottom:1.5rem}.inline{display:inline-block;margin:.25rem .5rem .25rem 0}.empty{color:#555}
button{min-height:2.75rem;padding:0 1rem}input{min-height:2.5rem}
</style></head><body>
<h1>Gawe mock back office</h1>
<p>Acts as the platform for local development. OTPs are also printed in the mock server's log.</p>
<p><a href="/__dev/api">API reference</a> (OpenAPI 3.1: <a href="/__dev/openapi.json">openapi.json</a>)</p>

<section><h2>Pending verifications</h2>
${parts.verifications.map((render) => render(db, now)).join("\n")}
<p class="empty">Identity verifications and cancellations appear here as later features add them.</p></section>

${parts.sections.map((render) => render(db, now)).join("\n")}

<section><h2>Clock</h2>
<p>Mock time: <strong id="mock-now">${escapeHtml(toWibIso(now))}</strong> (offset ${offsetSeconds} s from real time)</p>
<form method="post" action="/__dev/clock" class="inline"><label>Set to (ISO 8601) <input name="now" value="${escapeHtml(toWibIso(now))}" size="32"></label> <button type="submit">Set</button></form>
<div>${button("/__dev/clock/advance", "+1 minute", { seconds: "60" })}${button("/__dev/clock/advance", "+5 minutes", { seconds: "300" })}${button("/__dev/clock/advance", "+1 hour", { seconds: "3600" })}${button("/__dev/clock/advance", "+1 day", { seconds: "86400" })}</div>
<form method="post" action="/__dev/clock/advance" class="inline"><label>Advance by seconds <input name="seconds" inputmode="numeric" size="8"></label> <button type="submit">Advance</button></form>
${button("/__dev/clock/reset", "Back to real time")}</section>

<section><h2>WhatsApp delivery</h2>
<p>WhatsApp is <strong>${db.settings.whatsappDown ? "DOWN: every OTP goes by SMS" : "up"}</strong>. Always unreachable: ${escapeHtml(db.settings.whatsappUnreachable.map(intl).join(", ") || "none")}.</p>
${button("/__dev/whatsapp", db.settings.whatsappDown ? "Bring WhatsApp back up" : "Take WhatsApp down", { down: db.settings.whatsappDown ? "false" : "true" })}</section>

<section><h2>Recent OTPs</h2>
${table(
  ["Phone", "Code", "Purpose", "Channel", "Sent", "Expires", "Wrong attempts"],
  otps.map((o) => [intl(o.phone), o.code, o.purpose, o.whatsappFailed ? `${o.channel} (WhatsApp failed)` : o.channel, o.sentAt, o.expiresAt, String(o.wrongAttempts)]),
  "No OTP sent yet.",
)}</section>

<section><h2>Accounts</h2>
<p>Demo accounts log in with OTP <strong>${DEMO_OTP_CODE}</strong>.</p>
${table(
  ["Phone", "Name", "Roles", "Company"],
  db.accounts.map((a) => [intl(a.phone), a.fullName, a.roles.join(", "), a.companyId === undefined ? "" : `${db.companies.find((c) => c.companyId === a.companyId)?.name ?? a.companyId} (${a.companyRole ?? ""})`]),
  "No accounts.",
)}</section>

<section><h2>Data</h2>${button("/__dev/reset", "Reset all data to the seed")}</section>
</body></html>`;
};
