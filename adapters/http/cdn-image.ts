/**
 * Image URLs on the static CDN, resized by the CDN itself so a phone never downloads a full-size
 * photo. Fill mode crops to exactly width x height (no letterboxing), which our cards expect.
 */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

export const FILL_RESIZE_QUERY = "x-oss-process=image/resize,m_fill";

export const cdnImageUrl = (cdnOrigin: string, pathOrUrl: string, size?: ImageSize): string => {
  const base = /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${cdnOrigin.replace(/\/$/, "")}/${pathOrUrl.replace(/^\//, "")}`;
  if (size === undefined) return base;
  const w = Math.max(1, Math.round(size.width));
  const h = Math.max(1, Math.round(size.height));
  return `${base}${base.includes("?") ? "&" : "?"}${FILL_RESIZE_QUERY},w_${w},h_${h}`;
};
