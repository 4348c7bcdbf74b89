import type { Resolver, Token } from "../application/ports/token";
import type { Register } from "./lazy";

interface Entry {
  readonly make: (r: Resolver) => unknown;
  made: boolean;
  building: boolean;
  value: unknown;
}

/**
 * The app's dependency container: typed tokens, registered once, each made on its first `resolve`
 * and cached for the container's life (a value handed in is used as it is). That is all the
 * composition root ever asked of a container library, and it costs the first screen a few hundred
 * bytes instead of a library's 3.8 KB gzip (docs/performance.md).
 */
export class Container implements Resolver {
  private readonly entries = new Map<symbol, Entry>();

  /** The `Register` of adapters/lazy.ts: a registration replaces an earlier one of the same token. */
  readonly register: Register = (tok, make, value) => {
    this.entries.set(
      tok,
      value === undefined ? { make, made: false, building: false, value: undefined } : { make, made: true, building: false, value },
    );
  };

  resolve<T>(tok: Token<T>): T {
    const entry = this.entries.get(tok);
    if (entry === undefined) throw new Error(`Nothing is registered for ${tok.description ?? "a token"}`);
    if (!entry.made) {
      if (entry.building) throw new Error(`${tok.description ?? "A token"} depends on itself`);
      entry.building = true;
      try {
        entry.value = entry.make(this);
        entry.made = true;
      } finally {
        entry.building = false;
      }
    }
    return entry.value as T;
  }
}
