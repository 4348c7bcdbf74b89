import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { SESSION_STORE } from "../../application/ports/session-store.port";
import type { Session } from "../../domain/identity/session.schema";
import { useService } from "./container-context";
import { href } from "../routes/href";

const SessionContext = createContext<Session | null>(null);

/** Mirrors the SESSION_STORE into React, also when another tab or the native bridge changes it. */
export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const store = useService(SESSION_STORE);
  const [session, setSession] = useState<Session | null>(() => store.load());
  useEffect(() => store.subscribe(setSession), [store]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export const useSession = (): Session | null => useContext(SessionContext);

/** Where a logged-in user lands: the home of the active role. */
export const homePathFor = (session: Session | null): string =>
  session === null ? href.login() : session.roleId === "provider" ? href.providerHome() : href.seekerHome();
