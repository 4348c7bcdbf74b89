import type { ReactNode } from "react";
import { Modal } from "./modal";

export interface BottomSheetProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

export function BottomSheet({ open, title, onClose, children }: BottomSheetProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} kind="sheet">
      {children}
    </Modal>
  );
}
