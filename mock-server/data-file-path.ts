import { fileURLToPath } from "node:url";

/** Where `npm run mock` keeps its data (git-ignored). */
export const DEFAULT_DATA_FILE = fileURLToPath(new URL("./data/db.json", import.meta.url));
