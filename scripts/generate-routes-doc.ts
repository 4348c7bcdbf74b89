import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MANIFEST_ROUTES } from "../manifests";
import { renderRoutesDoc } from "../ui/routes/routes-doc";

const target = fileURLToPath(new URL("../docs/routes.md", import.meta.url));
writeFileSync(target, renderRoutesDoc(MANIFEST_ROUTES));
console.log(`wrote ${target} (${MANIFEST_ROUTES.length} routes)`);
