import { Button } from "./button";

export interface ErrorAlertProps {
  /** The text to show; nothing is shown (but the live region stays) when null. */
  readonly message: string | null;
  /** With both, the one action that can help: Retry, or 'Log in again' for an ended session. */
  readonly actionLabel?: string;
  readonly onAction?: () => void;
}

/** A form-level failure, announced as it appears, with the action that can help, if one can. */
export function ErrorAlert({ message, actionLabel, onAction }: ErrorAlertProps) {
  return (
    <div role="alert" aria-live="assertive">
      {message !== null && (
        <div className="ds-alert ds-alert--error stack">
          <span>{message}</span>
          {actionLabel !== undefined && onAction !== undefined && (
            <Button variant="secondary" onClick={onAction}>
              {actionLabel}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
