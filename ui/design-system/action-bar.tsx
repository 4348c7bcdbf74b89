import { useEffect, type ReactNode } from "react";

/**
 * Keeps the bars above the on-screen keyboard. Chrome on Android shrinks only the visual viewport
 * when the keyboard opens, so a bar at `bottom: 0` of the layout viewport would sit under the keys
 * while the user types in a long form; the gap between the two viewports is the keyboard
 * (--ds-keyboard-inset, tokens.css). Pinch zoom also shrinks the visual viewport: not a keyboard.
 */
function useAboveKeyboard() {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (viewport === null) return;
    const root = document.documentElement;
    const place = () => {
      const inset = viewport.scale > 1.01 ? 0 : Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop));
      root.style.setProperty("--ds-keyboard-inset", `${inset}px`);
    };
    place();
    viewport.addEventListener("resize", place);
    viewport.addEventListener("scroll", place);
    return () => {
      viewport.removeEventListener("resize", place);
      viewport.removeEventListener("scroll", place);
      root.style.removeProperty("--ds-keyboard-inset");
    };
  }, []);
}

/**
 * The primary action of a long page (Lamar, Simpan, the long forms' submit), kept at the bottom of
 * the screen while the page scrolls (position: sticky; above the bottom navigation on a home, above
 * the keyboard in a form). Put it last in the page's <main> or form; secondary actions in `side`
 * keep their own width on the left. At the end of the page it sits in its own place, under the
 * last field, so it hides nothing for good.
 */
export function ActionBar({ children, side }: { readonly children: ReactNode; readonly side?: ReactNode }) {
  useAboveKeyboard();
  return (
    <div className="ds-action-bar">
      {side !== undefined && <div className="ds-action-bar__side">{side}</div>}
      {children}
    </div>
  );
}
