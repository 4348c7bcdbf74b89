import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import { BUSINESS_NAME_CHANGE_INTERVAL_DAYS } from "../policy/business-constants";
import { parseLocalPhone, type LocalPhone, type PhoneError } from "../identity/phone.rules";
import { parseEmail, type Email, type EmailInvalid, type EmailRequired } from "../shared/text.rules";
import { addDays } from "../shared/wib-time";

export class BusinessNameLocked extends DomainError("BusinessNameLocked")<{
  readonly reason: "notVerified" | "tooSoon";
  readonly availableAt: number | null;
}> {
  override readonly code = "BUSINESS_NAME_LOCKED";
}

export interface BusinessNameFacts {
  readonly verifiedAt: number | null;
  readonly lastNameChangeAt: number | null;
}

/**
 * The name is fixed at creation and the field stays disabled until the business is verified;
 * after that it may change once every 30 days.
 */
export const canChangeBusinessName = (f: BusinessNameFacts, now: number): Result.Result<true, BusinessNameLocked> => {
  if (f.verifiedAt === null) return Result.fail(new BusinessNameLocked({ reason: "notVerified", availableAt: null }));
  if (f.lastNameChangeAt !== null) {
    const availableAt = addDays(f.lastNameChangeAt, BUSINESS_NAME_CHANGE_INTERVAL_DAYS);
    if (now < availableAt) return Result.fail(new BusinessNameLocked({ reason: "tooSoon", availableAt }));
  }
  return Result.succeed(true);
};

export interface BusinessNames {
  readonly registeredName: string;
  readonly brandName?: string | undefined;
}

/**
 * Decision (docs/business-rules.md, spec 5 "Business name"): the brand name is what seekers see
 * instead of the registered name, so it is part of "the business name": changing, adding or
 * removing it is a name change under the same lock (`canChangeBusinessName`) and the same 30-day
 * clock as the registered name.
 */
export const isBusinessRename = (before: BusinessNames, after: BusinessNames): boolean =>
  before.registeredName !== after.registeredName || (before.brandName ?? "") !== (after.brandName ?? "");

/** 'Masukkan foto dokumen' */
export class LegalDocumentPhotoRequired extends DomainError("LegalDocumentPhotoRequired")<{}> {
  override readonly code = "DOCUMENT_PHOTO_REQUIRED";
}

export interface BusinessContactInput {
  readonly phone: string;
  readonly email: string;
  readonly legalDocumentPhotos: readonly string[];
}

export type BusinessContactError = PhoneError | EmailRequired | EmailInvalid | LegalDocumentPhotoRequired;

/** A business needs a contact phone, an email and at least one legal document photo. */
export const validateBusinessContact = (
  input: BusinessContactInput,
): Result.Result<{ phone: LocalPhone; email: Email }, readonly BusinessContactError[]> => {
  const phone = parseLocalPhone(input.phone);
  const email = parseEmail(input.email);
  const errors: BusinessContactError[] = [];
  if (Result.isFailure(phone)) errors.push(phone.failure);
  if (Result.isFailure(email)) errors.push(email.failure);
  if (input.legalDocumentPhotos.length === 0) errors.push(new LegalDocumentPhotoRequired());
  if (Result.isSuccess(phone) && Result.isSuccess(email) && errors.length === 0)
    return Result.succeed({ phone: phone.success, email: email.success });
  return Result.fail(errors);
};

/** Verification needs at least one legal document with its photo (numbers are optional; SKDU advised). */
export const validateVerificationDocuments = <D extends { readonly photoUrl?: string | undefined }>(
  documents: readonly D[],
): Result.Result<readonly D[], LegalDocumentPhotoRequired> =>
  documents.some((d) => d.photoUrl !== undefined && d.photoUrl.trim() !== "")
    ? Result.succeed(documents)
    : Result.fail(new LegalDocumentPhotoRequired());
