import { writeFileSync } from "node:fs";
import { generateChecks, loadCheckModules } from "./checks-generator";

for (const [file, text] of generateChecks(await loadCheckModules())) {
  writeFileSync(new URL(`../${file}`, import.meta.url), text);
  console.log(`wrote ${file}: ${text.length} characters`);
}
