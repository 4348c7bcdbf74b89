import { formatArea } from "../../domain/format/place.format";
import { PinIcon } from "../design-system/icons/pin";

/**
 * Where a job is, as its card and its page's head say it: a pin, the area, then the distance,
 * which never breaks inside ("· 4.1 km"). `className` adds the place's own spacing.
 */
export function PlaceLine({ location, distance, className }: { readonly location: Parameters<typeof formatArea>[0]; readonly distance: string | null; readonly className?: string }) {
  return (
    <p className={className === undefined ? "place-line muted" : `place-line muted ${className}`}>
      <PinIcon size={16} />
      <span>
        {formatArea(location)}
        {distance !== null && <span className="nowrap">{` · ${distance}`}</span>}
      </span>
    </p>
  );
}
