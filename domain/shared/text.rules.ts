import { Data, Result, Schema } from "effect";
import {
  INVITATION_LETTER_MAX_CHARACTERS,
  SURVEY_COMMENT_MAX_CHARACTERS,
} from "../policy/business-constants";
import { i18nKeyOf } from "../errors/error-codes";

/** A pragmatic email check: one @, no spaces, a dot in the domain, no empty labels. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const Email = Schema.String.pipe(Schema.check(Schema.isPattern(EMAIL)), Schema.brand("Email"));
export type Email = typeof Email.Type;

export class EmailRequired extends Data.TaggedError("EmailRequired")<{}> {
  readonly code = "EMAIL_REQUIRED";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
/** 'Incorrect email format' / 'Format Email salah' */
export class EmailInvalid extends Data.TaggedError("EmailInvalid")<{ readonly value: string }> {
  readonly code = "EMAIL_INVALID";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}

export const parseEmail = (input: string): Result.Result<Email, EmailRequired | EmailInvalid> => {
  const value = input.trim();
  if (value === "") return Result.fail(new EmailRequired());
  return Schema.is(Email)(value) ? Result.succeed(value) : Result.fail(new EmailInvalid({ value }));
};

/** Counts what a person sees as characters (an emoji is one), not UTF-16 units. */
export const characterCount = (text: string): number => Array.from(text).length;

/** 'Maximum {{max}} characters' */
export class TextTooLong extends Data.TaggedError("TextTooLong")<{ readonly max: number; readonly length: number }> {
  readonly code = "TEXT_TOO_LONG";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}

export const checkMaxLength = (text: string, max: number): Result.Result<string, TextTooLong> => {
  const length = characterCount(text);
  return length <= max ? Result.succeed(text) : Result.fail(new TextTooLong({ max, length }));
};

/** 'You need to answer all required questions' */
export class SurveyIncomplete extends Data.TaggedError("SurveyIncomplete")<{ readonly missing: readonly string[] }> {
  readonly code = "SURVEY_INCOMPLETE";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
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
export class InvitationLetterTooLong extends Data.TaggedError("InvitationLetterTooLong")<{
  readonly max: number;
  readonly length: number;
}> {
  readonly code = "INVITATION_LETTER_TOO_LONG";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}

export const validateInvitationLetter = (text: string): Result.Result<string, InvitationLetterTooLong> => {
  const length = characterCount(text);
  return length <= INVITATION_LETTER_MAX_CHARACTERS
    ? Result.succeed(text)
    : Result.fail(new InvitationLetterTooLong({ max: INVITATION_LETTER_MAX_CHARACTERS, length }));
};

export class FieldRequired extends Data.TaggedError("FieldRequired")<{ readonly field: "address" | "postalCode" }> {
  readonly code = "FIELD_REQUIRED";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
export class PostalCodeInvalid extends Data.TaggedError("PostalCodeInvalid")<{}> {
  readonly code = "POSTAL_CODE_INVALID";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}

/** Indonesian postal codes are five digits. */
export const parsePostalCode = (input: string): Result.Result<string, FieldRequired | PostalCodeInvalid> => {
  const value = input.trim();
  if (value === "") return Result.fail(new FieldRequired({ field: "postalCode" }));
  return /^\d{5}$/.test(value) ? Result.succeed(value) : Result.fail(new PostalCodeInvalid());
};

export const requireAddress = (input: string): Result.Result<string, FieldRequired> =>
  input.trim() === "" ? Result.fail(new FieldRequired({ field: "address" })) : Result.succeed(input.trim());
