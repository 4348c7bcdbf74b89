import { Result, Schema } from "effect";
import { DomainError } from "../errors/domain-error";
import {
  INVITATION_LETTER_MAX_CHARACTERS,
  SURVEY_COMMENT_MAX_CHARACTERS,
} from "../policy/business-constants";

/** A pragmatic email check: one @, no spaces, a dot in the domain, no empty labels. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const Email = Schema.String.pipe(Schema.check(Schema.isPattern(EMAIL)), Schema.brand("Email"));
export type Email = typeof Email.Type;

export class EmailRequired extends DomainError("EmailRequired")<{}> {
  override readonly code = "EMAIL_REQUIRED";
}
/** 'Incorrect email format' / 'Format Email salah' */
export class EmailInvalid extends DomainError("EmailInvalid")<{ readonly value: string }> {
  override readonly code = "EMAIL_INVALID";
}

export const parseEmail = (input: string): Result.Result<Email, EmailRequired | EmailInvalid> => {
  const value = input.trim();
  if (value === "") return Result.fail(new EmailRequired());
  return Schema.is(Email)(value) ? Result.succeed(value) : Result.fail(new EmailInvalid({ value }));
};

/** Counts what a person sees as characters (an emoji is one), not UTF-16 units. */
export const characterCount = (text: string): number => Array.from(text).length;

/** 'Maximum {{max}} characters' */
export class TextTooLong extends DomainError("TextTooLong")<{ readonly max: number; readonly length: number }> {
  override readonly code = "TEXT_TOO_LONG";
}

export const checkMaxLength = (text: string, max: number): Result.Result<string, TextTooLong> => {
  const length = characterCount(text);
  return length <= max ? Result.succeed(text) : Result.fail(new TextTooLong({ max, length }));
};

/** 'You need to answer all required questions' */
export class SurveyIncomplete extends DomainError("SurveyIncomplete")<{ readonly missing: readonly string[] }> {
  override readonly code = "SURVEY_INCOMPLETE";
}

export interface SurveyAnswers {
  readonly requiredQuestionIds: readonly string[];
  readonly answers: Readonly<Record<string, string | number | undefined>>;
  readonly comment: string;
}

export const validateSurvey = (
  survey: SurveyAnswers,
): Result.Result<SurveyAnswers, SurveyIncomplete | TextTooLong> => {
  const missing = survey.requiredQuestionIds.filter((id) => {
    const a = survey.answers[id];
    return a === undefined || (typeof a === "string" && a.trim() === "");
  });
  if (missing.length > 0) return Result.fail(new SurveyIncomplete({ missing }));
  const comment = checkMaxLength(survey.comment, SURVEY_COMMENT_MAX_CHARACTERS);
  return Result.isFailure(comment) ? Result.fail(comment.failure) : Result.succeed(survey);
};

/** 'Maximum character limit exceeded' */
export class InvitationLetterTooLong extends DomainError("InvitationLetterTooLong")<{
  readonly max: number;
  readonly length: number;
}> {
  override readonly code = "INVITATION_LETTER_TOO_LONG";
}

export const validateInvitationLetter = (text: string): Result.Result<string, InvitationLetterTooLong> => {
  const length = characterCount(text);
  return length <= INVITATION_LETTER_MAX_CHARACTERS
    ? Result.succeed(text)
    : Result.fail(new InvitationLetterTooLong({ max: INVITATION_LETTER_MAX_CHARACTERS, length }));
};

export class FieldRequired extends DomainError("FieldRequired")<{ readonly field: "address" | "postalCode" }> {
  override readonly code = "FIELD_REQUIRED";
}
export class PostalCodeInvalid extends DomainError("PostalCodeInvalid")<{}> {
  override readonly code = "POSTAL_CODE_INVALID";
}

/** Indonesian postal codes are five digits. */
export const parsePostalCode = (input: string): Result.Result<string, FieldRequired | PostalCodeInvalid> => {
  const value = input.trim();
  if (value === "") return Result.fail(new FieldRequired({ field: "postalCode" }));
  return /^\d{5}$/.test(value) ? Result.succeed(value) : Result.fail(new PostalCodeInvalid());
};

export const requireAddress = (input: string): Result.Result<string, FieldRequired> =>
  input.trim() === "" ? Result.fail(new FieldRequired({ field: "address" })) : Result.succeed(input.trim());
