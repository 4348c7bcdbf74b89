// Starts the mock API and the app together: `node scripts/start.mjs dev|preview`.
// Ctrl-C (or either process dying) stops both.
import { spawnGroup, stopGroup } from "./process-group.mjs";

const mode = process.argv[2] === "preview" ? "preview" : "dev";
const mockPort = process.env.MOCK_PORT ?? "4010";
const appPort = mode === "dev" ? "5173" : "4173";
const mockOrigin = `http://127.0.0.1:${mockPort}`;
// Uploaded files are served through the app's origin (Vite proxies /api): the preview's
// Content-Security-Policy loads images and videos from there and the CDNs only (docs/deploy.md).
const env = { MOCK_PUBLIC_URL: `http://127.0.0.1:${appPort}`, ...process.env, MOCK_PORT: mockPort, GAWE_MOCK_ORIGIN: mockOrigin };

const children = [
  spawnGroup("npx", ["tsx", "mock-server/main.ts"], { env, stdio: "inherit" }),
  spawnGroup("npx", ["vite", mode, "--port", appPort, "--strictPort"], { env, stdio: ["ignore", "ignore", "inherit"] }),
];

console.log(`
  Gawe is starting (${mode}).

  App:          http://127.0.0.1:${appPort}/app/
  Mock API:     ${mockOrigin}/api
  Back office:  ${mockOrigin}/__dev/   (also via the app: http://127.0.0.1:${appPort}/__dev/)

  Demo accounts (OTP for all of them: 1234):
    Job Seeker             +62 812-0000-0001   Siti Rahmawati
    Provider (Admin)       +62 812-0000-0002   Budi Santoso, Warung Makan Sederhana Bu Tini
    Provider (Member)      +62 812-0000-0003   Dewi Lestari, same business
    Job Seeker, SMS only   +62 812-0000-0004   Agus Pratama (WhatsApp unreachable: OTP falls back to SMS)
  Any other number: register from the login page; its OTP is printed below as [otp].

  Ctrl-C stops everything.
`);

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) stopGroup(child);
  process.exitCode = code;
};
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
