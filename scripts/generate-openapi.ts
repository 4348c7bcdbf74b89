import { writeFileSync } from "node:fs";
import { generateOpenApi, OPENAPI_FILE } from "./openapi-document";

const text = await generateOpenApi();
writeFileSync(OPENAPI_FILE, text);
const document = JSON.parse(text) as { paths: Record<string, object>; components: { schemas: object } };
const operations = Object.values(document.paths).reduce((n, p) => n + Object.keys(p).length, 0);
console.log(`wrote ${OPENAPI_FILE}: ${Object.keys(document.paths).length} paths, ${operations} operations, ${Object.keys(document.components.schemas).length} schemas, ${text.length} bytes`);
