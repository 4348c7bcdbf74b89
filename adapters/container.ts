import { container as tsyringeRoot, instanceCachingFactory, type DependencyContainer } from "tsyringe";
import type { Resolver } from "../application/ports/token";
import type { Register } from "./lazy";

/**
 * The app's dependency container: a tsyringe container (the design card's choice). tsyringe's own
 * `resolve` cannot infer a type from a symbol token; with Resolver's signature first,
 * `resolve(LOG_IN)` is typed `LogIn`.
 */
export type AppContainer = Resolver & DependencyContainer;

/**
 * A child of tsyringe's root container, one per app instance. Nothing is ever registered on the
 * root (no decorators, no `@registry`), so two app instances, and two tests, share nothing.
 */
export const createChildContainer = (): AppContainer => tsyringeRoot.createChildContainer();

/**
 * The `Register` of adapters/lazy.ts on a tsyringe container: a value handed in with `useValue`,
 * otherwise `useFactory` with tsyringe's caching factory (a singleton made on its first resolve; a
 * factory that threw is tried again). Factories, because Vite emits no decorator metadata for
 * tsyringe to build classes from. A later registration of a token replaces an earlier one.
 */
export const registerOn =
  (c: DependencyContainer): Register =>
  (tok, make, value) => {
    if (value !== undefined) {
      c.register(tok, { useValue: value });
      return;
    }
    // tsyringe would recurse until the stack overflows; this names the token instead.
    let building = false;
    c.register(tok, {
      useFactory: instanceCachingFactory((r) => {
        if (building) throw new Error(`${tok.description ?? "A token"} depends on itself`);
        building = true;
        try {
          return make(r);
        } finally {
          building = false;
        }
      }),
    });
  };
