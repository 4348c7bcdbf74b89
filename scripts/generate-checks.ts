import { writeFileSync } from "node:fs";
import { CHECK_MODULES, generateChecks } from "./checks-generator";

for (const [file, text] of generateChecks(CHECK_MODULES)) {
  writeFileSync(new URL(`../${file}`, import.meta.url), text);
  console.log(`wrote ${file}: ${text.length} characters`);
}
