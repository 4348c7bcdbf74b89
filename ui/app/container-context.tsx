import { createContext, useContext, type ReactNode } from "react";
import type { Resolver, Token } from "../../application/ports/token";

const ContainerContext = createContext<Resolver | null>(null);

/** Gives screens the composition root's container; tests pass their own Resolver. */
export function ContainerProvider({ container, children }: { readonly container: Resolver; readonly children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The container itself, for the shell (a route's prefetch resolves what it needs). */
export function useContainer(): Resolver {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error("useService outside <ContainerProvider>");
  return container;
}

/** A use case or port by its token. Screens never import adapters; they ask for what they need here. */
export function useService<T>(token: Token<T>): T {
  return useContainer().resolve(token);
}
