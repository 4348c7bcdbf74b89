export interface IconProps {
  /** CSS px; the icon scales its 24-unit drawing. */
  readonly size?: number;
  /** Filled instead of outlined (a saved star). */
  readonly filled?: boolean;
}

/**
 * Our icons: 24x24 line drawings in currentColor, hand-made and one module each so a screen ships
 * only the ones it draws (each about 100 B gzip); their line style (stroke, width, caps) is `.ds-icon`
 * in tokens.css. Decorative: the text or aria-label next to an icon names it, so screen readers skip
 * the drawing.
 */
export function Icon({ size = 24, filled = false, d }: IconProps & { readonly d: string }) {
  return (
    <svg className={filled ? "ds-icon ds-icon--filled" : "ds-icon"} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
