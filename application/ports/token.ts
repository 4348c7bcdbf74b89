/**
 * A dependency-injection token that remembers the type it resolves to. The composition root
 * registers adapters against these symbols in its tsyringe container (adapters/container.ts);
 * application code stays free of tsyringe.
 */
export type Token<T> = symbol & { readonly __resolves?: T };
export const token = <T>(description: string): Token<T> => Symbol(description) as Token<T>;

/** The one thing the UI needs from the container. */
export interface Resolver {
  resolve<T>(token: Token<T>): T;
}
