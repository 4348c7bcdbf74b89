import { DomainError } from "../errors/domain-error";
import { NAME_MAX_LENGTH } from "./full-name.rules";

/** A person's or business's name that is empty or longer than 30 characters. */
export class NameInvalid extends DomainError("NameInvalid")<{ readonly empty: boolean }> {
  override readonly code = "NAME_INVALID";
  readonly maxLength = NAME_MAX_LENGTH;
}
