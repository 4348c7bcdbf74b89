import { useLayoutEffect, type RefObject } from "react";

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

interface ToastCardProps {
  readonly message: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** The live region the card shows in (ToastHost's, in the page from the start so the message is announced). */
  readonly region: RefObject<HTMLDivElement | null>;
}

/**
 * The toast showing (ToastHost loads it with the first toast, so no first screen carries it): its
 * message and Close, above the bottom bars.
 */
export function ToastCard({ message, closeLabel, onClose, region }: ToastCardProps) {
  // Before the toast is painted, and again when the screen scrolls or turns: above the bottom bars.
  useLayoutEffect(() => {
    const box = region.current;
    if (box === null) return;
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
  }, [region]);

  return (
    <div className="ds-toast">
      <span className="ds-toast__text">{message}</span>
      <button type="button" className="ds-toast__close" aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
