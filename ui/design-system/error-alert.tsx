import { Button } from "./button";

export interface ErrorAlertProps {
  /** The text to show; nothing is shown (but the live region stays) when null. */
  readonly message: string | null;
  /** With both, a Retry button: for failures where trying again can help. */
  readonly retryLabel?: string;
  readonly onRetry?: () => void;
}

/** A form- or page-level failure, announced as it appears, with Retry when it can help. */
export function ErrorAlert({ message, retryLabel, onRetry }: ErrorAlertProps) {
  return (
    <div role="alert" aria-live="assertive">
      {message !== null && (
        <div className="ds-alert ds-alert--error stack">
          <span>{message}</span>
          {retryLabel !== undefined && onRetry !== undefined && (
            <Button variant="secondary" onClick={onRetry}>
              {retryLabel}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
