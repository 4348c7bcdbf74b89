import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { BROWSER_DIALOG_EVENT, BROWSER_TOAST_EVENT, type DialogRequest } from "../../application/ports/native-bridge.port";
import { lazyComponent } from "./lazy-component";

// A native dialog's browser fallback is rare: its Dialog (and Modal) load when one is asked for,
// not with the first screen.
const Dialog = lazyComponent(() => import("./dialog"), (m) => m.Dialog);

/*
 * The toast queue, pure (unit-tested): one toast at a time, in order, the same message never twice
 * in the queue; after a navigation only the toasts raised within the last second (by the action
 * that navigated: "Role switched", then the home) go on to the next screen.
 */
export interface ToastItem {
  readonly id: number;
  readonly message: string;
  /** When it was raised (ms). */
  readonly at: number;
}
/** The first item is the one showing. */
export type ToastQueue = readonly ToastItem[];
export const TOAST_MS = 4000;
export const CARRY_MS = 1000;
export const enqueue = (queue: ToastQueue, item: ToastItem): ToastQueue => (queue.some((i) => i.message === item.message) ? queue : [...queue, item]);
export const dismiss = (queue: ToastQueue, id: number): ToastQueue => queue.filter((i) => i.id !== id);
export const afterNavigation = (queue: ToastQueue, now: number): ToastQueue => {
  const kept = queue.filter((i) => now - i.at < CARRY_MS);
  return kept.length === queue.length ? queue : kept;
};

/** What sits at the bottom of the screen and stays free of toasts: the homes' navigation, a page's action bar. */
export const BOTTOM_AREA_SELECTOR = ".bottom-nav, .ds-action-bar";

/**
 * How far above the screen's bottom edge the toasts sit (issue 19: at the top they covered a page's
 * heading and status): clear of the bars in the lower half of the screen, which hold the primary
 * action or the navigation; 0 when there are none. A bar further up (a short page's action bar
 * in the flow) is not under a toast at the bottom anyway.
 */
export const toastLift = (viewportHeight: number, bars: readonly { readonly top: number; readonly bottom: number }[]): number => {
  const tops = bars.filter((b) => b.bottom > b.top && b.top >= viewportHeight / 2 && b.top < viewportHeight).map((b) => b.top);
  return tops.length === 0 ? 0 : Math.ceil(viewportHeight - Math.min(...tops));
};

type PendingDialog = DialogRequest & { resolve(ok: boolean): void };

const ToastContext = createContext<(message: string) => void>(() => undefined);

/** Shows a short message at the bottom of the screen, above its navigation or action bar. */
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
 * BROWSER_TOAST_EVENT / BROWSER_DIALOG_EVENT. A toast is announced politely (role=status), shows
 * at the bottom above the navigation or the action bar (the top holds the page's heading and
 * status, `toastLift`), can be closed, and leaves with the screen.
 */
export function ToastHost({ send, children }: ToastHostProps) {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  const [queue, setQueue] = useState<ToastQueue>([]);
  const [dialogs, setDialogs] = useState<readonly PendingDialog[]>([]);
  const nextId = useRef(0);
  const [shownOn, setShownOn] = useState(pathname);
  const current = queue[0];
  const region = useRef<HTMLDivElement>(null);

  // Before the toast is painted, and again when the screen scrolls or turns: above the bottom bars.
  useLayoutEffect(() => {
    const box = region.current;
    if (current === undefined || box === null) return;
    const place = () => {
      const bars = [...document.querySelectorAll(BOTTOM_AREA_SELECTOR)].map((el) => el.getBoundingClientRect());
      box.style.setProperty("--ds-toast-lift", `${toastLift(window.innerHeight, bars)}px`);
    };
    place();
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
    };
  }, [current]);

  // performance.now(): a UI duration like the toast's timeout, not the business time of the Clock port.
  const show = useCallback((message: string) => {
    setQueue((q) => enqueue(q, { id: nextId.current++, message, at: performance.now() }));
  }, []);

  // Adjusted while rendering, not in an effect: the next screen never paints an old toast.
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setQueue((q) => afterNavigation(q, performance.now()));
  }

  useEffect(() => {
    if (current === undefined) return;
    const timer = window.setTimeout(() => setQueue((q) => dismiss(q, current.id)), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

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

  const dialog = dialogs[0];
  const answer = (ok: boolean) => {
    dialog?.resolve(ok);
    setDialogs((list) => list.slice(1));
  };
  const value = useMemo(() => (message: string) => send(message), [send]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div ref={region} className="ds-toasts" role="status" aria-live="polite" aria-label={t("toast.region")}>
        {current !== undefined && (
          <div key={current.id} className="ds-toast">
            <span className="ds-toast__text">{current.message}</span>
            <button type="button" className="ds-toast__close" aria-label={t("action.close")} onClick={() => setQueue((q) => dismiss(q, current.id))}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
        )}
      </div>
      {dialog !== undefined && (
        <Dialog
          open
          title={dialog.title}
          message={dialog.message}
          confirmLabel={dialog.confirmLabel}
          {...(dialog.cancelLabel === undefined ? {} : { cancelLabel: dialog.cancelLabel })}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      )}
    </ToastContext.Provider>
  );
}
