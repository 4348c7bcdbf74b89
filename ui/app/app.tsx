import type { i18n as I18n } from "i18next";
import { useCallback } from "react";
import { I18nextProvider } from "react-i18next";
import { BrowserRouter } from "react-router-dom";
import type { Resolver } from "../../application/ports/token";
import { ToastHost } from "../design-system/toast";
import { NATIVE_BRIDGE } from "../../application/ports/native-bridge.port";
import { ContainerProvider } from "./container-context";
import { ChunkErrorBoundary } from "./chunk-error-boundary";
import { RootLayout } from "./root-layout";
import { APP_BASE } from "../routes/href";
import { SessionProvider } from "./session-context";

const reload = () => window.location.reload();

export function App({ container, i18n }: { readonly container: Resolver; readonly i18n: I18n }) {
  const sendToast = useCallback((message: string) => container.resolve(NATIVE_BRIDGE).toast(message), [container]);
  return (
    <ContainerProvider container={container}>
      <I18nextProvider i18n={i18n}>
        <SessionProvider>
          <BrowserRouter basename={APP_BASE}>
            {/* Inside the router: a toast leaves with its screen. */}
            <ToastHost send={sendToast}>
              {/* Last line of defence: whatever escapes a route's own boundary. */}
              <ChunkErrorBoundary resetKey="root" onRetry={reload}>
                <RootLayout />
              </ChunkErrorBoundary>
            </ToastHost>
          </BrowserRouter>
        </SessionProvider>
      </I18nextProvider>
    </ContainerProvider>
  );
}
