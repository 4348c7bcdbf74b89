import { initialsOf } from "../../domain/format/name.format";
import { safeUrl } from "../../domain/shared/safe-url.rules";

/**
 * A person's photo or a business's logo where the data has one, else their initials on the brand's
 * tint (also when the address is not one we load: safe-url.rules.ts). Decorative: the name is
 * always written next to it, so screen readers skip it.
 */
export function Avatar({ name, photo, size = 40, className }: { readonly name: string; readonly photo?: string | null | undefined; readonly size?: number; readonly className?: string }) {
  const classes = className === undefined ? "ds-avatar" : `ds-avatar ${className}`;
  if (safeUrl(photo) !== undefined) return <img className={classes} src={safeUrl(photo)} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  return (
    <span className={classes} aria-hidden="true" style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}>
      {initialsOf(name)}
    </span>
  );
}
