/** A use case that needs the stored session found none: the UI sends the user to log in. */
export class NotLoggedIn {
  readonly _tag = "NotLoggedIn";
}
