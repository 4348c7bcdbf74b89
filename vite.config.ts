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
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true, proxy },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true, proxy },
});
