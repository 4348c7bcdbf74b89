import type { ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

export interface DialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly message?: ReactNode;
  readonly confirmLabel: string;
  /** Omit for an alert with one button. */
  readonly cancelLabel?: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly danger?: boolean;
}

export function Dialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, danger = false }: DialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel} kind="dialog" role={cancelLabel === undefined ? "alertdialog" : "dialog"}>
      {message !== undefined && <p>{message}</p>}
      <div className="ds-dialog__actions">
        {cancelLabel !== undefined && (
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
        <Button variant={danger ? "danger" : "primary"} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
