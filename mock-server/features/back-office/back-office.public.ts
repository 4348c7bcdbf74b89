/** What other mock features may use of the back-office area; they import it from here only (.dependency-cruiser.cjs). */
// The kit every area's Pact provider states are written with (the dev area runs them).
export { accountByPhone, ensureAccount, freshId, loggedIn, paramsOf, replaceAccount, StateParamError, type AreaStates, type ProviderState, type StateContext } from "./provider-state.type";
