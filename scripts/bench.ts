// `npm run bench`: the timing checks, which `npm test` does not run (issue 20: a busy machine
// fails a wall-clock assertion without any regression). Builds the app into its own folder, runs
// each check GAWE_BENCH_RUNS times (5), prints the median, min and max of each figure against its
// budget, and exits non-zero when a median misses (or a check could not run). Run it on a quiet
// machine: before merging a change to what a first screen loads or renders, to the job list, or to
// the mock's request handling (README, "Tests"; docs/performance.md says which budget is checked where).
//
//   npm run bench                           everything: list, paint, wallet, chat, mock, lighthouse
//   npm run bench -- list paint             some of the checks
//   GAWE_BENCH_RUNS=3 GAWE_LH_RUNS=1 npm run bench
//
// Environment: GAWE_BENCH_RUNS (5), GAWE_LH_RUNS (Lighthouse's runs per screen, 3), GAWE_DIST_DIR (the
// build, relative to ui/; default ../.dist-bench, so it never overwrites a build someone else serves),
// GAWE_BENCH_APP_PORT / GAWE_BENCH_MOCK_PORT (4175 / 4012, as `npm run lighthouse`; the checks
// run one after the other on them), GAWE_BENCH_SKIP_BUILD=1 (use the build already there).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { measureMockRefusals } from "../tests/bench/mock-refusals";

const envInt = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const runs = envInt("GAWE_BENCH_RUNS", 5);
const appPort = String(envInt("GAWE_BENCH_APP_PORT", 4175));
const mockPort = String(envInt("GAWE_BENCH_MOCK_PORT", 4012));
const distDir = process.env.GAWE_DIST_DIR ?? "../.dist-bench";

interface Budget {
  readonly figure: string;
  readonly what: string;
  readonly unit: string;
  readonly op: "<" | "<=" | ">=";
  readonly limit: number;
  /** Not met yet: the median is held to this instead, a little above today's figure, so it can only go down. */
  readonly ceiling?: number;
}

const SCREENS = ["login", "seeker-home", "job-detail", "provider-home"] as const;
/** Lighthouse LCP of the homes and the job page, 1.66-1.69 s on 2026-11-24 (docs/performance.md): 1.5 s needs HTML from the server or a smaller renderer. */
const LCP_CEILING_MS: Readonly<Record<(typeof SCREENS)[number], number | undefined>> = {
  login: undefined,
  "seeker-home": 1_800,
  "job-detail": 1_800,
  "provider-home": 1_800,
};

const CHECKS = {
  list: [
    // The issue's "well under 100 ms"; the end-to-end test held the median under 200 ms.
    { figure: "list.append.median", what: "seeker list at 4x CPU: median append of 20 cards", unit: "ms", op: "<", limit: 100, ceiling: 200 },
    { figure: "list.append.max", what: "seeker list at 4x CPU: slowest append", unit: "ms", op: "<", limit: 400 },
    { figure: "list.frameGaps", what: "seeker list at 4x CPU: frame gaps over 50 ms while scrolling", unit: "", op: "<=", limit: 0 },
    { figure: "list.longTasks", what: "seeker list at 4x CPU: long tasks while scrolling", unit: "", op: "<=", limit: 0 },
  ],
  // Issue 23: the wallet's 1,000 transactions, windowed (tests/bench/wallet-list.bench.ts).
  wallet: [
    { figure: "wallet.longTasks", what: "wallet list of 1,000 at 4x CPU: long tasks while scrolling", unit: "", op: "<=", limit: 0 },
    { figure: "wallet.frameGaps", what: "wallet list of 1,000 at 4x CPU: frame gaps over 50 ms while scrolling", unit: "", op: "<=", limit: 0 },
    { figure: "wallet.maxRows", what: "wallet list of 1,000: most rows in the DOM at once", unit: "", op: "<=", limit: 60 },
  ],
  // Issue 24: a conversation of 2,000 messages, opened at its newest and scrolled back to its first (tests/bench/chat-thread.bench.ts).
  chat: [
    { figure: "chat.openLongTasks", what: "conversation of 2,000 at 4x CPU: long tasks while opening", unit: "", op: "<=", limit: 0 },
    { figure: "chat.longTasks", what: "conversation of 2,000 at 4x CPU: long tasks while scrolling back", unit: "", op: "<=", limit: 0 },
    { figure: "chat.frameGaps", what: "conversation of 2,000 at 4x CPU: frame gaps over 50 ms while scrolling back", unit: "", op: "<=", limit: 0 },
    { figure: "chat.maxRows", what: "conversation of 2,000: most messages in the DOM at once", unit: "", op: "<=", limit: 60 },
  ],
  paint: [{ figure: "login.paintAfterScript", what: "/app/login: first contentful paint after its last script", unit: "ms", op: "<", limit: 250 }],
  mock: [
    { figure: "mock.hugeBody413", what: "mock: 413 to a 300,000-item body, slowest endpoint", unit: "ms", op: "<", limit: 1_000 },
    { figure: "mock.issuesAnswer", what: "mock: validation answer to a body full of bad items, slowest endpoint", unit: "ms", op: "<", limit: 1_500 },
  ],
  lighthouse: SCREENS.flatMap((screen): Budget[] => [
    { figure: `lh.${screen}.perf`, what: `Lighthouse ${screen}: performance`, unit: "", op: ">=", limit: 95 },
    { figure: `lh.${screen}.a11y`, what: `Lighthouse ${screen}: accessibility`, unit: "", op: ">=", limit: 100 },
    { figure: `lh.${screen}.lcp`, what: `Lighthouse ${screen}: LCP`, unit: "ms", op: "<=", limit: 1_500, ...(LCP_CEILING_MS[screen] === undefined ? {} : { ceiling: LCP_CEILING_MS[screen] }) },
    { figure: `lh.${screen}.cls`, what: `Lighthouse ${screen}: CLS`, unit: "", op: "<=", limit: 0 },
  ]),
} satisfies Record<string, readonly Budget[]>;
type Check = keyof typeof CHECKS;

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in CHECKS));
if (unknown.length > 0) {
  console.error(`Unknown check(s): ${unknown.join(", ")}. Checks: ${Object.keys(CHECKS).join(", ")}`);
  process.exit(2);
}
const checks = (asked.length === 0 ? Object.keys(CHECKS) : asked) as Check[];

const load = (): string => loadavg().map((n) => n.toFixed(2)).join(" / ");
const loadBefore = load();
if (loadavg()[0]! > cpus().length)
  console.warn(`The machine is busy (load ${loadBefore} on ${cpus().length} CPUs): the figures will be higher than on a quiet machine.`);

const env = { ...process.env, GAWE_DIST_DIR: distDir };
const run = (command: string, args: readonly string[], extra: Record<string, string> = {}): boolean =>
  spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extra } }).status === 0;

const figures = new Map<string, number[]>();
const note = (values: Readonly<Record<string, number>>): void => {
  for (const [name, value] of Object.entries(values)) figures.set(name, [...(figures.get(name) ?? []), value]);
};
const failures: string[] = [];

if (process.env.GAWE_BENCH_SKIP_BUILD !== "1" && !run("npx", ["vite", "build", "--logLevel", "warn"])) {
  console.error("The build failed.");
  process.exit(1);
}

const specs = [
  ...(checks.includes("list") ? ["tests/bench/list-performance.bench.ts"] : []),
  ...(checks.includes("paint") ? ["tests/bench/first-paint.bench.ts"] : []),
  ...(checks.includes("wallet") ? ["tests/bench/wallet-list.bench.ts"] : []),
  ...(checks.includes("chat") ? ["tests/bench/chat-thread.bench.ts"] : []),
];
if (specs.length > 0) {
  const folder = mkdtempSync(join(tmpdir(), "gawe-bench-"));
  const out = join(folder, "figures.jsonl");
  console.log(`\n=== ${specs.join(", ")}, ${runs} runs each ===`);
  const ok = run("npx", ["playwright", "test", "--config", "playwright.bench.config.ts", "--repeat-each", String(runs), ...specs], {
    GAWE_BENCH_OUT: out,
    GAWE_E2E_APP_PORT: appPort,
    GAWE_E2E_MOCK_PORT: mockPort,
  });
  if (!ok) failures.push("a browser check failed (above)");
  try {
    for (const line of readFileSync(out, "utf8").split("\n").filter((l) => l !== "")) note(JSON.parse(line) as Record<string, number>);
  } catch {
    // No figure at all: each budget below says so.
  }
  rmSync(folder, { recursive: true, force: true });
}

if (checks.includes("mock")) {
  console.log(`\n=== the mock's refusals, ${runs} runs ===`);
  for (let i = 0; i < runs; i++) note(await measureMockRefusals());
}

if (checks.includes("lighthouse")) {
  console.log("\n=== Lighthouse ===");
  rmSync(".lighthouse/summary.json", { force: true }); // never an earlier run's figures
  const ok = run("node", ["scripts/lighthouse.mjs"], { GAWE_LH_SKIP_BUILD: "1", GAWE_LH_APP_PORT: appPort, GAWE_LH_MOCK_PORT: mockPort });
  if (!ok) failures.push("a Lighthouse run failed (above)");
  try {
    const summary = JSON.parse(readFileSync(".lighthouse/summary.json", "utf8")) as { rows: { screen: string; each: { perf: number; a11y: number; lcp: number; cls: number }[] }[] };
    for (const row of summary.rows)
      for (const r of row.each)
        note({ [`lh.${row.screen}.perf`]: r.perf, [`lh.${row.screen}.a11y`]: r.a11y, [`lh.${row.screen}.lcp`]: Math.round(r.lcp), [`lh.${row.screen}.cls`]: Number(r.cls.toFixed(3)) });
  } catch {
    // As above.
  }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const within = (value: number, op: Budget["op"], limit: number): boolean => (op === "<" ? value < limit : op === "<=" ? value <= limit : value >= limit);
const withUnit = (value: number, unit: string): string => `${Number.isInteger(value) ? value : value.toFixed(1)}${unit === "" ? "" : ` ${unit}`}`;

const rows = checks.flatMap((check) =>
  CHECKS[check].map((budget: Budget) => {
    const values = figures.get(budget.figure) ?? [];
    const budgetText = `${budget.op} ${withUnit(budget.limit, budget.unit)}${budget.ceiling === undefined ? "" : ` (held ${budget.op} ${withUnit(budget.ceiling, budget.unit)} until met)`}`;
    if (values.length === 0) {
      failures.push(`${budget.what}: not measured`);
      return `| ${budget.what} | ${budgetText} | | | | 0 | **not measured** |`;
    }
    const m = median(values);
    const status = within(m, budget.op, budget.limit)
      ? "met"
      : budget.ceiling !== undefined && within(m, budget.op, budget.ceiling)
        ? "not met, under its ceiling"
        : "**MISSED**";
    if (status === "**MISSED**") failures.push(`${budget.what}: median ${withUnit(m, budget.unit)}, budget ${budgetText}`);
    const [min, max] = [Math.min(...values), Math.max(...values)];
    return `| ${budget.what} | ${budgetText} | ${withUnit(m, budget.unit)} | ${withUnit(min, budget.unit)} | ${withUnit(max, budget.unit)} | ${values.length} | ${status} |`;
  }),
);

console.log(
  [
    "",
    `Medians of ${runs} run(s) per check (Lighthouse: GAWE_LH_RUNS per screen), build in ${distDir}; ${cpus().length} CPUs, load average (1 / 5 / 15 min) ${loadBefore} before, ${load()} after.`,
    "",
    "| figure | budget | median | min | max | runs | |",
    "|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n"),
);
if (failures.length > 0) {
  console.error(`\n✗ ${failures.length} problem(s):\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.log("\n✓ every median within its budget");
