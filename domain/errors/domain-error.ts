import { Data, type Cause, type Types } from "effect";
import { i18nKeyOf, type CodedError, type ErrorCode } from "./error-codes";

/**
 * The base of every domain error: `Data.TaggedError(tag)` whose instances carry their `code` (a
 * row of the error-code table, so a typo does not compile) and derive `i18nKey` from that row
 * (i18nKeyOf: the catalogue key, or the one its details choose). One place, so no error writes
 * its own key and none can drift from the table; error-codes.test.ts holds every error to it.
 *
 *   export class EmailRequired extends DomainError("EmailRequired")<{}> {
 *     override readonly code = "EMAIL_REQUIRED";
 *   }
 */
export const DomainError = <Tag extends string>(
  tag: Tag,
): new <A extends Record<string, unknown> = {}>(
  args: Types.VoidIfEmpty<{ readonly [P in keyof A as P extends "_tag" ? never : P]: A[P] }>,
) => Cause.YieldableError & { readonly _tag: Tag; readonly code: ErrorCode; readonly i18nKey: string } & Readonly<A> => {
  class Coded extends Data.TaggedError(tag) {
    get i18nKey(): string {
      // Every subclass sets `code`: the constructor's type below demands it.
      return i18nKeyOf(this as unknown as CodedError);
    }
  }
  // Data.TaggedError's own generic constructor, its instances with `code` and `i18nKey` added.
  return Coded as never;
};
