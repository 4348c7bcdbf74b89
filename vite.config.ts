import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Where the mock API listens; scripts/start.mjs and the e2e setup set it. */
const mockOrigin = process.env.GAWE_MOCK_ORIGIN ?? "http://127.0.0.1:4010";
const proxy = {
  "/api": { target: mockOrigin, changeOrigin: true },
  "/event": { target: mockOrigin, changeOrigin: true },
  "/__dev": { target: mockOrigin, changeOrigin: true },
};

export default defineConfig({
  root: "ui",
  base: "/app/",
  publicDir: "public",
  plugins: [react()],
  build: {
    // GAWE_DIST_DIR lets parallel builds (two checkouts, two e2e runs) keep apart; relative to ui/.
    outDir: process.env.GAWE_DIST_DIR ?? "../dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Without groups the shell splits into ~40 tiny shared chunks, each gzipped on its own:
        // more bytes and more requests on the first screen. Effect and the always-needed shell go
        // in one chunk each; route screens stay their own lazy chunks.
        codeSplitting: {
          groups: [
            { name: "effect", test: /node_modules[\\/]effect[\\/]/ },
            {
              name: "shell",
              test: /[\\/](application[\\/](ports|auth)[\\/]|application[\\/][\w-]+[\\/][\w-]+\.tokens\.ts|domain[\\/](identity|platform)[\\/]|ui[\\/](app|routes)[\\/]|ui[\\/]i18n[\\/][\w-]+\.ts|ui[\\/]design-system[\\/](button|field-frame|text-field|phone-field|toast|modal|dialog|skeleton|error-state|empty-state|error-alert)\.tsx)/,
            },
          ],
        },
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true, proxy },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true, proxy },
});
