import { Data } from "effect";
import { NAME_MAX_LENGTH } from "./full-name.rules";
import { i18nKeyOf } from "../errors/error-codes";

/** A person's or business's name that is empty or longer than 30 characters. */
export class NameInvalid extends Data.TaggedError("NameInvalid")<{ readonly empty: boolean }> {
  readonly code = "NAME_INVALID";
  readonly maxLength = NAME_MAX_LENGTH;
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
