import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ROUTES } from "../ui/routes/route-table";
import { renderRoutesDoc } from "../ui/routes/routes-doc";

const target = fileURLToPath(new URL("../docs/routes.md", import.meta.url));
writeFileSync(target, renderRoutesDoc(ROUTES));
console.log(`wrote ${target} (${ROUTES.length} routes)`);
