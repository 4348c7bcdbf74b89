// `npm start` (dev) and `npm run preview` (the production build): the mock API, then the app,
// and one banner once both answer. Ctrl-C (or either server dying) stops both.
import { spawn, type ChildProcess } from "node:child_process";
import { connect, createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { DEMO_OTP_CODE } from "../mock-server/store/demo-accounts";

const mode = process.argv[2] === "preview" ? "preview" : "dev";
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const appPort = Number(process.env.APP_PORT ?? (mode === "dev" ? 5173 : 4173));
const strict = process.env.MOCK_STRICT === "1";
const mockOrigin = `http://127.0.0.1:${mockPort}`;
const appOrigin = `http://127.0.0.1:${appPort}`;
/** Long enough for a first start on a busy laptop (Vite's dependency scan); past it something is wrong. */
const READY_WITHIN_MS = 120_000;
const ROOT = fileURLToPath(new URL("../", import.meta.url));

// Uploaded files are served through the app's origin (Vite proxies /api): the preview's
// Content-Security-Policy loads images and videos from there and the CDNs only (docs/deploy.md).
const env = {
  MOCK_PUBLIC_URL: appOrigin,
  ...process.env,
  MOCK_PORT: String(mockPort),
  GAWE_MOCK_ORIGIN: mockOrigin,
  // The banner below lists the back office and the accounts; the mock says only where it listens.
  MOCK_BANNER: "off",
};

// Node itself runs both servers (no npx in between), in this process group: a terminal's Ctrl-C
// reaches them too, and stopping one is stopping its process.
const children: ChildProcess[] = [];
let stopping = false;
const stop = (code: number): void => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  process.exitCode = code;
};
const run = (name: string, args: readonly string[], stdio: "inherit" | readonly ["ignore", "ignore", "inherit"]): ChildProcess => {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: stdio === "inherit" ? "inherit" : [...stdio] });
  children.push(child);
  child.on("exit", (code, signal) => {
    // Ctrl-C reaches the servers too (same process group): that is no news.
    const interrupted = signal === "SIGINT" || signal === "SIGTERM";
    if (!stopping && !interrupted) console.error(`\n  The ${name} stopped (${signal ?? `exit code ${code ?? 0}`}); stopping everything.\n`);
    stop(interrupted ? 0 : (code ?? 1));
  });
  return child;
};
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
// However this script ends (an error included), no server outlives it.
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
});

const isFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** Whether the port takes a connection: the mock listens only once its routes and data are loaded. */
const listens = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => socket.end(() => resolve(true)));
    socket.once("error", () => resolve(false));
  });

/** Whether the app serves its page (Vite answers nothing before it is ready). */
const serves = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(10_000) })).ok;
  } catch {
    return false;
  }
};

const until = async (what: string, ready: () => Promise<boolean>): Promise<boolean> => {
  const deadline = performance.now() + READY_WITHIN_MS;
  while (!stopping) {
    if (await ready()) return true;
    if (performance.now() > deadline) {
      console.error(`\n  The ${what} did not answer within ${READY_WITHIN_MS / 1000} s; stopping everything.\n`);
      stop(1);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};

const banner = (accounts: readonly string[]): string => {
  const backOffice = strict ? [] : [`  Back office:  ${mockOrigin}/__dev/   (also via the app: ${appOrigin}/__dev/)`];
  return [
    "",
    `  Gawe is ready (${mode}).`,
    "",
    `  App:          ${appOrigin}/app/`,
    `  Mock API:     ${mockOrigin}/api`,
    ...backOffice,
    "",
    `  Demo accounts (OTP for all of them: ${DEMO_OTP_CODE}):`,
    ...accounts.map((line) => `    ${line}`),
    "  Any other number: register from the login page; its OTP is printed below as [otp].",
    "",
    "  Ctrl-C stops everything.",
    "",
  ].join("\n");
};

for (const [name, port] of [["MOCK_PORT", mockPort], ["APP_PORT", appPort]] as const) {
  if (Number.isInteger(port) && port > 0 && port < 65536) continue;
  console.error(`\n  ${name} must be a port number (1-65535), got ${process.env[name]}.\n`);
  process.exit(2);
}
const busy: string[] = [];
for (const [name, port] of [["MOCK_PORT", mockPort], ["APP_PORT", appPort]] as const) if (!(await isFree(port))) busy.push(`${port} (${name})`);
if (busy.length > 0) {
  console.error(`\n  Port ${busy.join(" and ")} is taken: another npm start, npm run mock or preview? Stop it, or choose others, e.g. MOCK_PORT=4020 APP_PORT=5183 npm start.\n`);
  process.exit(1);
}

console.log(`\n  Starting Gawe (${mode}): the mock API, then the app...\n`);
// The app starts once the mock listens, so its proxy never meets a mock that is still booting (502 and a stack trace per request).
run("mock API", ["--import", "tsx", "mock-server/main.ts"], "inherit");
// The accounts come from the seed (Effect and the schemas: a second or so), read while the servers start.
const accounts = import("../mock-server/demo-account-lines").then((m) => m.demoAccountLines());
if (await until("mock API", () => listens(mockPort))) {
  run("app", [fileURLToPath(new URL("../node_modules/vite/bin/vite.js", import.meta.url)), mode, "--port", String(appPort), "--strictPort"], ["ignore", "ignore", "inherit"]);
  if (await until("app", () => serves(`${appOrigin}/app/`))) console.log(banner(await accounts));
}
