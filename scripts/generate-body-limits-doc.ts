import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderBodyLimits, withBodyLimits } from "./body-limits-doc";
import { apiEndpoints } from "./openapi-document";

const target = fileURLToPath(new URL("../docs/api.md", import.meta.url));
writeFileSync(target, withBodyLimits(readFileSync(target, "utf8"), renderBodyLimits(await apiEndpoints())));
console.log(`wrote the body limits of ${target}`);
