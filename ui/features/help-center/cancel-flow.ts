import { Result, Schema } from "effect";
import {
  CANCELLATION_REASONS,
  CancellationRequest,
  SUPPORT_TEXT_MAX_CHARACTERS,
  type CancellationReason,
  type CancellationScope,
} from "../../../domain/attendance/cancellation.schema";
import { parseLocalPhone } from "../../../domain/identity/phone.rules";
import { CANCELLATION_PROOF_MEDIA_MAX } from "../../../domain/policy/business-constants";
import { extensionsOf } from "../../../domain/shared/upload-formats.rules";
import { fileExtension } from "../../../domain/shared/upload.rules";
import { OrderRequestLink } from "../../../domain/work/help-center-api.schema";
import { href } from "../../routes/href";
import { isActionKey, newActionKey } from "../../shared/action-key";
import { isRecord } from "../../shared/session-draft";

/**
 * The cancellation flow (/cancellist, /cancelreason, /reasondetail, /orderrequest) as the provider
 * fills it in, kept in ONE session draft rather than in the URL: the mobile number, the free text
 * and the proof links stay out of the history and the server logs, a reload or the back button
 * finds every step as it was left, and the idempotency key of the one "send the request" action
 * rides with it, so a retry after a timeout cannot file a second request. Closing the tab forgets it.
 */
export interface CancelFlow {
  readonly scope: CancellationScope;
  readonly orderId: string | null;
  /** The seeker's hire when `scope` is "seeker". */
  readonly hireId: string | null;
  readonly reason: CancellationReason | null;
  /** 'Others' only; as typed. */
  readonly otherReason: string;
  readonly proofMedia: readonly string[];
  /** As typed in the +62 field. */
  readonly mobile: string;
  readonly idempotencyKey: string;
}

export const CANCEL_FLOW_DRAFT = "helpCenter.cancel";

const isReason = (value: unknown): value is CancellationReason => CANCELLATION_REASONS.some((r) => r === value);
const isIdOrNull = (value: unknown): value is string | null => value === null || (typeof value === "string" && value !== "");

export const isCancelFlow = (v: unknown): v is CancelFlow =>
  isRecord(v) &&
  (v.scope === "job" || v.scope === "seeker") &&
  isIdOrNull(v.orderId) &&
  isIdOrNull(v.hireId) &&
  (v.reason === null || isReason(v.reason)) &&
  typeof v.otherReason === "string" &&
  Array.isArray(v.proofMedia) &&
  v.proofMedia.every((m) => typeof m === "string") &&
  typeof v.mobile === "string" &&
  isActionKey(v.idempotencyKey);

/** A new flow for 'cancel a job' or 'cancel a seeker', with the key of its one request. */
export const startCancelFlow = (scope: CancellationScope, makeKey: () => string = newActionKey): CancelFlow => ({
  scope,
  orderId: null,
  hireId: null,
  reason: null,
  otherReason: "",
  proofMedia: [],
  mobile: "",
  idempotencyKey: makeKey(),
});

/** Picking what to cancel (the order, or one person of its staff list): the later steps stay as typed. */
export const pickTarget = (flow: CancelFlow, orderId: string, hireId: string | null): CancelFlow => ({
  ...flow,
  orderId,
  hireId: flow.scope === "seeker" ? hireId : null,
});

export type CancelStep = "helpcenter" | "cancellist" | "cancelreason" | "reasondetail" | "orderrequest";

/** The 'Others' text: required and at most SUPPORT_TEXT_MAX_CHARACTERS once trimmed. */
export type TextProblem = "required" | "tooLong";
export const supportTextProblem = (text: string): TextProblem | null => {
  const trimmed = text.trim();
  if (trimmed === "") return "required";
  return trimmed.length > SUPPORT_TEXT_MAX_CHARACTERS ? "tooLong" : null;
};

const reasonDone = (flow: CancelFlow): boolean => flow.reason !== null && (flow.reason !== "others" || supportTextProblem(flow.otherReason) === null);
const targetDone = (flow: CancelFlow): boolean => flow.orderId !== null && (flow.scope === "job" || flow.hireId !== null);
const detailDone = (flow: CancelFlow): boolean =>
  flow.proofMedia.length <= CANCELLATION_PROOF_MEDIA_MAX && Result.isSuccess(parseLocalPhone(flow.mobile));

/**
 * The first step still to fill in before `step` can show, or null when every earlier step is done:
 * a page opened out of order (a bookmark, a draft from another tab that was closed) sends the
 * provider back to what is missing instead of showing a half-empty summary.
 */
export const missingStepBefore = (flow: CancelFlow | null, step: CancelStep): CancelStep | null => {
  const order: readonly CancelStep[] = ["helpcenter", "cancellist", "cancelreason", "reasondetail", "orderrequest"];
  const checks: Readonly<Record<CancelStep, (f: CancelFlow) => boolean>> = {
    helpcenter: () => true,
    cancellist: targetDone,
    cancelreason: reasonDone,
    reasondetail: detailDone,
    orderrequest: () => true,
  };
  if (flow === null) return step === "helpcenter" ? null : "helpcenter";
  for (const earlier of order.slice(1, order.indexOf(step))) if (!checks[earlier](flow)) return earlier;
  return null;
};

/** The request body the flow stands for, checked by the contract's schema; null while a step is missing. */
export const cancellationRequestOf = (flow: CancelFlow): CancellationRequest | null => {
  if (missingStepBefore(flow, "orderrequest") !== null) return null;
  const mobile = parseLocalPhone(flow.mobile);
  if (Result.isFailure(mobile)) return null;
  const body = Schema.decodeUnknownResult(CancellationRequest)({
    orderId: flow.orderId,
    hireId: flow.scope === "seeker" ? flow.hireId : null,
    reason: flow.reason,
    otherReason: flow.reason === "others" ? flow.otherReason.trim() : null,
    proofMedia: flow.proofMedia,
    mobile: mobile.success,
  });
  return Result.isSuccess(body) ? body.success : null;
};

/**
 * /orderrequest?requestId=&expires=&signature=: the signed link's parts, or null when any is
 * missing or malformed (the page then says 'not available' without asking the server). Whether
 * the signature is genuine and the link unexpired is the server's to say.
 */
export const orderRequestLinkOf = (params: URLSearchParams): OrderRequestLink | null => {
  const expires = params.get("expires") ?? "";
  if (!/^\d{1,15}$/.test(expires)) return null;
  const link = Schema.decodeUnknownResult(OrderRequestLink)({
    requestId: params.get("requestId") ?? "",
    expiresAt: Number(expires),
    signature: params.get("signature") ?? "",
  });
  return Result.isSuccess(link) ? link.success : null;
};

/** The link (below the app's base) that opens a request's public summary: what the detail page shares. */
export const publicLinkPath = (link: OrderRequestLink): string =>
  href.orderRequest({ requestId: link.requestId, expires: String(link.expiresAt), signature: link.signature });

/** Whether /orderrequest was opened from a shared link (its public use) rather than in the flow. */
export const isSharedLinkQuery = (params: URLSearchParams): boolean => params.has("requestId") || params.has("signature");

/**
 * Whether a proof link is a video (shown as a player) or a photo, by the extension of the file name
 * the upload's link ends with (POST /api/uploads keeps it), against the upload table's video formats.
 */
export const isVideoProof = (url: string): boolean => {
  let name = url;
  try {
    name = decodeURIComponent(new URL(url, "http://x").pathname);
  } catch {
    // not a URL, or a broken escape: judged as written
  }
  return extensionsOf("video").includes(fileExtension(name));
};
