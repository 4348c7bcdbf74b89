import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderErrorCodes, withErrorCodes } from "./error-codes-doc";

const target = fileURLToPath(new URL("../docs/api.md", import.meta.url));
writeFileSync(target, withErrorCodes(readFileSync(target, "utf8"), renderErrorCodes()));
console.log(`wrote the error codes of ${target}`);
