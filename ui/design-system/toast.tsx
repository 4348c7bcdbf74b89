import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BROWSER_DIALOG_EVENT, BROWSER_TOAST_EVENT, type DialogRequest } from "../../application/ports/native-bridge.port";
import { Dialog } from "./dialog";

const TOAST_MS = 3500;

interface ToastItem {
  readonly id: number;
  readonly message: string;
}
type PendingDialog = DialogRequest & { resolve(ok: boolean): void };

const ToastContext = createContext<(message: string) => void>(() => undefined);

/** Shows a short message at the bottom of the screen. */
export const useToast = (): ((message: string) => void) => useContext(ToastContext);

const isDialogDetail = (detail: unknown): detail is PendingDialog =>
  typeof detail === "object" &&
  detail !== null &&
  typeof (detail as PendingDialog).title === "string" &&
  typeof (detail as PendingDialog).message === "string" &&
  typeof (detail as PendingDialog).confirmLabel === "string" &&
  typeof (detail as PendingDialog).resolve === "function";

interface ToastHostProps {
  /**
   * Where the app's toasts go: the native bridge's toast, so inside the apps the native shell shows
   * them; its browser fallback comes back here through BROWSER_TOAST_EVENT.
   */
  readonly send: (message: string) => void;
  readonly children: ReactNode;
}

/**
 * Renders toasts and dialogs that the browser fallback of the native bridge asks for through
 * BROWSER_TOAST_EVENT / BROWSER_DIALOG_EVENT.
 */
export function ToastHost({ send, children }: ToastHostProps) {
  const { t } = useTranslation("common");
  const [toasts, setToasts] = useState<readonly ToastItem[]>([]);
  const [dialogs, setDialogs] = useState<readonly PendingDialog[]>([]);
  const nextId = useRef(0);

  const show = useCallback((message: string) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, message }]);
    window.setTimeout(() => setToasts((list) => list.filter((item) => item.id !== id)), TOAST_MS);
  }, []);

  useEffect(() => {
    const onToast = (event: Event) => {
      const detail: unknown = (event as CustomEvent<unknown>).detail;
      if (typeof detail === "object" && detail !== null && typeof (detail as { message?: unknown }).message === "string") {
        show((detail as { message: string }).message);
      }
    };
    const onDialog = (event: Event) => {
      const detail: unknown = (event as CustomEvent<unknown>).detail;
      if (isDialogDetail(detail)) setDialogs((list) => [...list, detail]);
    };
    window.addEventListener(BROWSER_TOAST_EVENT, onToast);
    window.addEventListener(BROWSER_DIALOG_EVENT, onDialog);
    return () => {
      window.removeEventListener(BROWSER_TOAST_EVENT, onToast);
      window.removeEventListener(BROWSER_DIALOG_EVENT, onDialog);
    };
  }, [show]);

  const current = dialogs[0];
  const answer = (ok: boolean) => {
    current?.resolve(ok);
    setDialogs((list) => list.slice(1));
  };
  const value = useMemo(() => (message: string) => send(message), [send]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="ds-toasts" role="status" aria-live="polite" aria-label={t("toast.region")}>
        {toasts.map((item) => (
          <div key={item.id} className="ds-toast">
            {item.message}
          </div>
        ))}
      </div>
      {current !== undefined && (
        <Dialog
          open
          title={current.title}
          message={current.message}
          confirmLabel={current.confirmLabel}
          {...(current.cancelLabel === undefined ? {} : { cancelLabel: current.cancelLabel })}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      )}
    </ToastContext.Provider>
  );
}
