import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderManifestModules } from "./manifest-modules";

const target = fileURLToPath(new URL("../manifests/modules.generated.ts", import.meta.url));
writeFileSync(target, renderManifestModules());
console.log(`wrote ${target}`);
