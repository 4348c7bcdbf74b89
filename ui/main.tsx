// First, before the composition root brings tsyringe (see the module for why it is one).
import "./reflect-polyfill";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createContainer, startApp } from "../adapters/composition-root";
import { LANGUAGE_STORE, SESSION_STORE } from "../application/ports/session-store.port";
import type { Resolver } from "../application/ports/token";
import { browserLanguage, DEFAULT_LANGUAGE } from "../domain/identity/language";
import { App } from "./app/app";
import { startFirstScreen } from "./app/first-screen";
import { createI18n } from "./i18n/i18n";
import { startOfflineShell } from "./offline-shell/start";
import "./design-system/tokens.css";

// The one arrow from ui/ to adapters/: build the container, start it, render.
const container: Resolver = createContainer();
// Reads the stored session and checks it in full (its generated check) before anything uses it.
await startApp(container);
// The screen the app opens on starts its chunk and first request before the texts and the render.
startFirstScreen(container, container.resolve(SESSION_STORE).load(), window.location);

// The stored choice, else the browser's language when the app speaks it, else the default: the
// HTML's preload script decided the same way, so the texts on their way are these.
const language = container.resolve(LANGUAGE_STORE).load() ?? browserLanguage(navigator.languages) ?? DEFAULT_LANGUAGE;
document.documentElement.lang = language;
const i18n = await createI18n(language);

const rootElement = document.getElementById("root");
if (rootElement === null) throw new Error("index.html lacks #root");
createRoot(rootElement).render(
  <StrictMode>
    <App container={container} i18n={i18n} />
  </StrictMode>,
);

// After the load event, when idle: the offline shell's worker, or its removal (docs/deploy.md).
startOfflineShell();
