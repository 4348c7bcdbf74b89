import type { Language } from "../identity/session.schema";

/** Id ranges of the notification templates (spec section 3), inclusive. */
export const TEMPLATE_ID_RANGES: readonly (readonly [number, number])[] = [
  [26001, 26143],
  [28001, 28023],
  [31001, 31025],
  [35006, 35038],
  [37003, 37010],
  [39001, 39001],
  [43099, 43114],
  [49001, 49016],
  [54001, 54001],
];

/** Every placeholder a template may hold (spec section 3). */
export const TEMPLATE_PLACEHOLDERS = [
  "name", "amount", "percent", "codeSendCount", "codeUsedCount", "registeredCount", "signedInCount",
  "completedProfileCount", "newJsName", "newJobType", "companyName", "jobTitle", "jobId", "portal",
  "reason", "day", "d", "n", "jobName", "days", "totalPayMent", "targetId", "operatedTime", "dateTime",
  "marketId", "fr", "JSname", "company", "time", "size", "num", "count", "label", "phone",
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** Placeholders holding money: rendered as Rupiah with dot grouping. */
export const MONEY_PLACEHOLDERS: ReadonlySet<string> = new Set(["amount", "totalPayMent"]);

export const isTemplateIdInRange = (id: number): boolean =>
  Number.isInteger(id) && TEMPLATE_ID_RANGES.some(([lo, hi]) => id >= lo && id <= hi);

/** The interview reminder, 5 minutes before (issue 24, spec 9): the `interviewReminder` event's template. */
export const INTERVIEW_REMINDER_TEMPLATE_ID = 26040;

/**
 * Templates the app renders itself. The spec names the ids and placeholders but not the texts, so
 * these are our wording; any id in range without a local text shows the server's text.
 */
export const LOCAL_TEMPLATES: Readonly<Record<number, Readonly<Record<Language, string>>>> = {
  26001: {
    en: "{company} sent you an offer for {jobTitle} ({jobId}): {amount}.",
    id: "{company} mengirim tawaran untuk {jobTitle} ({jobId}): {amount}.",
  },
  26002: {
    en: "{JSname} accepted your offer for {jobName}.",
    id: "{JSname} menerima tawaranmu untuk {jobName}.",
  },
  26003: {
    en: "Your payment of {totalPayMent} was received on {dateTime}.",
    id: "Pembayaran {totalPayMent} diterima pada {dateTime}.",
  },
  26040: {
    en: "Your interview for {jobTitle} at {company} starts at {time} WIB.",
    id: "Wawancaramu untuk {jobTitle} di {company} dimulai pukul {time} WIB.",
  },
  28001: {
    en: "Hi {name}, your business verification was rejected: {portal}. Reason: {reason}.",
    id: "Hai {name}, verifikasi bisnismu ditolak: {portal}. Alasan: {reason}.",
  },
  31001: {
    en: "{newJsName} applied for your {newJobType} job at {companyName}.",
    id: "{newJsName} melamar lowongan {newJobType} di {companyName}.",
  },
  35006: {
    en: "Your profile is {percent}% complete. Finish it within {days} days to join the event.",
    id: "Profilmu {percent}% lengkap. Lengkapi dalam {days} hari untuk ikut acara.",
  },
  37003: {
    en: "Referral update: {codeSendCount} codes sent, {codeUsedCount} used, {registeredCount} registered, {signedInCount} signed in, {completedProfileCount} completed profiles.",
    id: "Info referral: {codeSendCount} kode dikirim, {codeUsedCount} dipakai, {registeredCount} mendaftar, {signedInCount} masuk, {completedProfileCount} profil lengkap.",
  },
  39001: {
    en: "Day {day} of {n}: clock in before {time}. Reminder {d}.",
    id: "Hari {day} dari {n}: masuk sebelum {time}. Pengingat {d}.",
  },
  43099: {
    en: "Request {targetId} was processed at {operatedTime}. Share your link: {fr} ({marketId}).",
    id: "Permintaan {targetId} diproses pada {operatedTime}. Bagikan tautanmu: {fr} ({marketId}).",
  },
  49001: {
    en: "Your upload of {size} has {count} files; {num} are ready ({label}).",
    id: "Unggahanmu {size} berisi {count} file; {num} siap ({label}).",
  },
  54001: {
    en: "Your mobile number {phone} received a credit reward of {amount}.",
    id: "Nomor HP {phone} menerima hadiah pulsa {amount}.",
  },
};
