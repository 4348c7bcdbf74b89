import { Data } from "effect";
import { fullNameErrorKey, NAME_MAX_LENGTH } from "./full-name.rules";

/** A person's or business's name that is empty or longer than 30 characters. */
export class NameInvalid extends Data.TaggedError("NameInvalid")<{ readonly empty: boolean }> {
  readonly maxLength = NAME_MAX_LENGTH;
  get i18nKey(): string {
    return fullNameErrorKey(this.empty);
  }
}
