import type { Loaded } from "./server-state/use-server-data";

/**
 * The caller has no business yet: the provider screens offer to create one instead of an error.
 * Its own module so the provider home (which draws its own "create your business") does not bring
 * business-page.tsx and the `errors` texts it names to its first paint.
 */
export const isNoBusiness = (state: Loaded<unknown>): boolean =>
  state.status === "failed" && "_tag" in state.error && state.error._tag === "ApiRejected" && "code" in state.error && state.error.code === "BUSINESS_NOT_FOUND";
