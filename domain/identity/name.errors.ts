import { Data } from "effect";
import { NAME_MAX_LENGTH } from "./account.schema";

/** A person's or business's name that is empty or longer than 30 characters. */
export class NameInvalid extends Data.TaggedError("NameInvalid")<{ readonly empty: boolean }> {
  readonly maxLength = NAME_MAX_LENGTH;
  get i18nKey(): string {
    return this.empty ? "error.name.required" : "error.name.tooLong";
  }
}
