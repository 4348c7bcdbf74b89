import { createElement, type ComponentType, type ReactNode } from "react";
import { lazyComponent } from "../design-system/lazy-component";
import type { PartLoader, PartProps } from "../routes/route-def";

// One component per loader, so a part keeps its component type (and state) across renders.
const parts = new WeakMap<PartLoader, ComponentType<PartProps>>();

const partOf = (load: PartLoader, fallback: ReactNode): ComponentType<PartProps> => {
  const known = parts.get(load);
  if (known !== undefined) return known;
  const part = lazyComponent(load, (module) => module.default, fallback);
  parts.set(load, part);
  return part;
};

/**
 * A part of another area that a page shows (its route's `parts`, manifests/manifest.ts): a feature
 * never imports another, so the route hands the page the part's loader, and it loads when shown,
 * `fallback` until its chunk is in, with the ids the page hands it (`props`). Nothing when the route gives none.
 */
export function RoutePart({ load, fallback, props = {} }: { readonly load: PartLoader | undefined; readonly fallback: ReactNode; readonly props?: PartProps }) {
  return load === undefined ? null : createElement(partOf(load, fallback), props);
}
