import { writeJsonAtomic } from "./store/data-file";
import { createSeed } from "./features/registry";
import { DEFAULT_DATA_FILE } from "./data-file-path";

/**
 * `npm run mock:reset`: rewrites the data file from the seed. A running mock keeps its state in
 * memory, so we also ask it (if it answers on MOCK_PORT) to reset through its dev area.
 */
const file = process.env.MOCK_DATA_FILE ?? DEFAULT_DATA_FILE;
writeJsonAtomic(file, createSeed());
console.log(`Restored the seed in ${file}`);

const port = process.env.MOCK_PORT ?? "4010";
try {
  const res = await fetch(`http://127.0.0.1:${port}/__dev/reset`, { method: "POST", signal: AbortSignal.timeout(2000) });
  if (res.ok) console.log(`The running mock on port ${port} reset too.`);
  else console.log(`A server on port ${port} answered ${res.status}; if it is the mock in strict mode, restart it.`);
} catch {
  // Nothing listening: the file is all there is.
}
