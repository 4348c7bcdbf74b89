// `npm run lighthouse`: builds the app into its own folder, serves the production build with a
// mock API on a fresh copy of the seed, and runs Lighthouse (mobile defaults: simulated 150 ms RTT,
// 1.6 Mbps, 4x CPU) on the four main screens, logged in where the screen needs it, in Debian's
// Chromium. Each screen runs GAWE_LH_RUNS times (3); the table shows the median of each column and
// the machine's load average, which moves the figures on a shared machine. The JSON reports and
// a summary stay in .lighthouse/ (git-ignored). Targets (issue 12): performance >= 95,
// accessibility 100, LCP <= 1.5 s, CLS 0.
//
//   npm run lighthouse                            all four screens, 3 runs each
//   npm run lighthouse -- seeker-home job-detail  some of them
//   GAWE_LH_RUNS=5 GAWE_LH_SKIP_BUILD=1 npm run lighthouse
//
// Environment: GAWE_DIST_DIR (the build, relative to ui/ as in vite.config.ts; default
// ../.dist-lighthouse, so it never overwrites a build someone else serves), GAWE_LH_APP_PORT (4175),
// GAWE_LH_MOCK_PORT (4012), GAWE_LH_RUNS (3), GAWE_LH_SKIP_BUILD=1 (use the build already there),
// CHROME_PATH (/usr/bin/chromium).
//
// Logging in: the back office hands out a session (POST /__dev/sessions, as the e2e tests' signIn
// does), the script stores it in the page's localStorage under the app's key before the run, and
// Lighthouse's storage reset (service workers, cache storage, HTTP cache) leaves localStorage alone,
// so every run is a cold first load of a logged-in screen.
import { spawnSync } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { tsImport } from "tsx/esm/api";
import { spawnGroup, stopGroup } from "./process-group.mjs";

const envInt = (name, fallback) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const appPort = envInt("GAWE_LH_APP_PORT", 4175);
const mockPort = envInt("GAWE_LH_MOCK_PORT", 4012);
const runs = envInt("GAWE_LH_RUNS", 3);
const distDir = process.env.GAWE_DIST_DIR ?? "../.dist-lighthouse";
const distPath = resolve("ui", distDir);
// Production hosts serve over HTTP/2 (docs/deploy.md), so the build is measured that way: the
// preview gets a throwaway self-signed certificate (HTTPS is what brings HTTP/2 to browsers).
// GAWE_LH_PROTOCOL=h1 measures plain HTTP/1.1 as before, for comparison.
const protocol = process.env.GAWE_LH_PROTOCOL === "h1" ? "h1" : "h2";
const origin = `${protocol === "h2" ? "https" : "http"}://127.0.0.1:${appPort}`;
const mockOrigin = `http://127.0.0.1:${mockPort}`;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
  // The certificate is made for this run (below); nothing else is fetched.
  ...(protocol === "h2" ? ["--ignore-certificate-errors"] : []),
];

const { DEMO_ACCOUNTS } = await tsImport("../mock-server/store/demo-accounts.ts", import.meta.url);
const { SESSION_KEY } = await tsImport("../adapters/storage/session.local-storage-adapter.ts", import.meta.url);
const { sessionFromAuthResult } = await tsImport("../domain/identity/session.rules.ts", import.meta.url);
const { DEV_APP_SECRET } = await tsImport("../adapters/http/app-secret.ts", import.meta.url);

/** The four main screens; `as` is the demo account the screen is opened as (none: logged out). */
const SCREENS = [
  { name: "login", path: "/app/login" },
  { name: "seeker-home", path: "/app/seeker", as: { phone: DEMO_ACCOUNTS.seeker.phone, role: "seeker" } },
  // j-9005: an open job of the seed that the seeker may apply to (tests/e2e/requests.spec.ts opens it too).
  { name: "job-detail", path: "/app/seeker/job?jobId=j-9005", as: { phone: DEMO_ACCOUNTS.seeker.phone, role: "seeker" } },
  { name: "provider-home", path: "/app/provider", as: { phone: DEMO_ACCOUNTS.providerAdmin.phone, role: "provider" } },
];
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !SCREENS.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(`Unknown screen(s): ${unknown.join(", ")}. Screens: ${SCREENS.map((s) => s.name).join(", ")}`);
  process.exit(2);
}
const screens = wanted.length === 0 ? SCREENS : SCREENS.filter((s) => wanted.includes(s.name));

const dataDir = mkdtempSync(join(tmpdir(), "gawe-lighthouse-"));
const tls = protocol === "h2" ? { GAWE_PREVIEW_TLS: dataDir } : {};
if (protocol === "h2") {
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", join(dataDir, "key.pem"), "-out", join(dataDir, "cert.pem")],
    { stdio: "ignore" },
  );
  if (made.status !== 0) {
    console.error("openssl could not make a certificate for HTTP/2; GAWE_LH_PROTOCOL=h1 measures without it");
    process.exit(1);
  }
}
const env = { ...process.env, GAWE_DIST_DIR: distDir, GAWE_MOCK_ORIGIN: mockOrigin };

if (process.env.GAWE_LH_SKIP_BUILD !== "1" && spawnSync("npx", ["vite", "build"], { stdio: ["ignore", "ignore", "inherit"], env }).status !== 0) process.exit(1);
const manifest = JSON.parse(readFileSync(join(distPath, ".vite", "manifest.json"), "utf8"));
const entryFile = manifest["index.html"]?.file;

const mock = spawnGroup("npx", ["tsx", "mock-server/main.ts"], {
  env: { ...env, MOCK_PORT: String(mockPort), MOCK_DATA_FILE: join(dataDir, "db.json"), MOCK_PUBLIC_URL: origin },
  stdio: "ignore",
});
const preview = spawnGroup("npx", ["vite", "preview", "--port", String(appPort), "--strictPort"], { env: { ...env, ...tls }, stdio: "ignore" });
const stop = () => {
  [mock, preview].forEach((child) => stopGroup(child));
  rmSync(dataDir, { recursive: true, force: true });
};
process.once("SIGINT", () => {
  stop();
  process.exit(130);
});

/** The status of a GET, accepting this run's self-signed certificate. */
const statusOf = (url) =>
  new Promise((resolveStatus, reject) => {
    const client = url.startsWith("https:") ? https : http;
    client.get(url, { rejectUnauthorized: false }, (res) => (res.resume(), resolveStatus(res.statusCode ?? 0))).on("error", reject);
  });
const waitFor = async (url) => {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await statusOf(url)) < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
};

/** The `nonce` and `signature` headers the mock asks of every /api request (docs/api.md). */
const signed = () => {
  const nonce = randomBytes(16).toString("hex");
  const secret = process.env.MOCK_APP_SECRET ?? process.env.VITE_APP_SECRET ?? DEV_APP_SECRET;
  return { nonce, signature: createHmac("sha256", secret).update(nonce).digest("hex") };
};

/** The stored session of a demo account in `role`, as the app keeps it after a login. */
const sessionOf = async ({ phone, role }) => {
  const answer = await fetch(`${mockOrigin}/__dev/sessions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ phone }) });
  if (!answer.ok) throw new Error(`POST /__dev/sessions for ${phone}: ${answer.status}`);
  let auth = await answer.json();
  if (auth.account.activeRole !== role) {
    const switched = await fetch(`${mockOrigin}/api/auth/role`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${auth.token}`, ...signed() },
      body: JSON.stringify({ role }),
    });
    if (!switched.ok) throw new Error(`POST /api/auth/role for ${phone}: ${switched.status}`);
    auth = await switched.json();
  }
  // Session has no transformations: its encoded form is itself (adapters/storage/storage.test.ts).
  return JSON.stringify(sessionFromAuthResult(auth, "id"));
};

/** JavaScript the run fetched, gzip level 9 from the build's files (as tests/e2e/budget.spec.ts counts it). */
const jsGzipBytes = (lhr) => {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const files = new Set(
    items
      .filter((item) => item.resourceType === "Script" && item.url.startsWith(`${origin}/app/`))
      .map((item) => new URL(item.url).pathname.replace(/^\/app\//, "")),
  );
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(distPath, file)), { level: 9 }).length;
  return bytes;
};

/** One Lighthouse run in a fresh browser; the session (if any) is stored before the run. */
const runOnce = async (screen, session, out) => {
  const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: chromeFlags });
  try {
    const page = await browser.newPage();
    await page.setCookie({ name: "language", value: "id", domain: "127.0.0.1", path: "/" });
    if (session !== null) {
      // Any page of the origin gives access to its localStorage; the icon is the lightest one.
      await page.goto(`${origin}/app/favicon.svg`);
      await page.evaluate((key, value) => localStorage.setItem(key, value), SESSION_KEY, session);
    }
    const result = await lighthouse(
      `${origin}${screen.path}`,
      { output: "json", onlyCategories: ["performance", "accessibility"], logLevel: "error" },
      undefined,
      page,
    );
    if (result === undefined) throw new Error("Lighthouse returned no result");
    writeFileSync(out, result.report);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
    if (new URL(finalUrl).pathname !== new URL(`${origin}${screen.path}`).pathname) {
      throw new Error(`${screen.name} ended on ${finalUrl} (not logged in?)`);
    }
    return {
      perf: Math.round(lhr.categories.performance.score * 100),
      a11y: Math.round(lhr.categories.accessibility.score * 100),
      fcp: lhr.audits["first-contentful-paint"].numericValue,
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      js: jsGzipBytes(lhr),
    };
  } finally {
    await browser.close();
  }
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const load = () => loadavg().map((n) => n.toFixed(2)).join(" / ");

let failed = false;
const rows = [];
const loadBefore = load();
try {
  await Promise.all([waitFor(`${origin}/app/login`), waitFor(`${mockOrigin}/__dev/`)]);
  mkdirSync(".lighthouse", { recursive: true });
  for (const screen of screens) {
    const session = screen.as === undefined ? null : await sessionOf(screen.as);
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const out = `.lighthouse/${screen.name}-${run}.json`;
      try {
        const r = await runOnce(screen, session, out);
        results.push(r);
        console.log(
          `${screen.name} run ${run}/${runs}: perf ${r.perf}, a11y ${r.a11y}, FCP ${(r.fcp / 1000).toFixed(2)} s, LCP ${(r.lcp / 1000).toFixed(2)} s, CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbt)} ms, JS ${(r.js / 1024).toFixed(1)} KB gzip (load ${load()})`,
        );
      } catch (error) {
        failed = true;
        console.error(`${screen.name} run ${run}/${runs} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (results.length === 0) continue;
    const m = (key) => median(results.map((r) => r[key]));
    // `each`: every run's figures, for `npm run bench` (scripts/bench.ts), which prints their spread.
    rows.push({ screen: screen.name, path: screen.path, runs: results.length, perf: m("perf"), a11y: m("a11y"), fcp: m("fcp"), lcp: m("lcp"), cls: m("cls"), tbt: m("tbt"), js: m("js"), each: results });
  }
} finally {
  stop();
}

const loadAfter = load();
const table = [
  `Lighthouse mobile (simulated 150 ms RTT, 1.6 Mbps, 4x CPU) over ${protocol === "h2" ? "HTTP/2 (TLS)" : "HTTP/1.1"}, median of ${runs} run(s) per screen, each column on its own.`,
  `Build ${entryFile ?? "?"} from ${distDir}; ${cpus().length} CPUs, load average (1 / 5 / 15 min) ${loadBefore} before, ${loadAfter} after.`,
  "",
  "| screen | perf | a11y | LCP | CLS | TBT | JS gzip |",
  "|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.screen} | ${r.perf} | ${r.a11y} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${(r.js / 1024).toFixed(1)} KB |`,
  ),
].join("\n");
console.log(`\n${table}`);
writeFileSync(".lighthouse/summary.json", JSON.stringify({ protocol, runs, distDir, entryFile, cpus: cpus().length, loadBefore, loadAfter, rows }, null, 2));
writeFileSync(".lighthouse/summary.md", `${table}\n`);
process.exit(failed ? 1 : 0);
