import { DEFAULT_DATA_FILE } from "./data-file-path";
import { demoAccountLines } from "./demo-account-lines";
import { startMockServer } from "./server";
import { DEMO_OTP_CODE } from "./store/demo-accounts";

/** `npm run mock`: the mock API on MOCK_PORT (default 4010), data kept in mock-server/data/db.json. */
const port = Number(process.env.MOCK_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`MOCK_PORT must be a port number, got ${process.env.MOCK_PORT}`);
  process.exit(2);
}

const server = await startMockServer({ port, host: "127.0.0.1", dataFile: process.env.MOCK_DATA_FILE ?? DEFAULT_DATA_FILE });
const strict = process.env.MOCK_STRICT === "1";

console.log(`Gawe mock API on ${server.url}${strict ? " (strict: no /__dev)" : ""}`);
// `npm start` (scripts/start.ts) prints the back office and the accounts in its own banner, once the app answers too.
if (process.env.MOCK_BANNER !== "off") {
  if (!strict) console.log(`Back office: ${server.url}/__dev/`);
  console.log(`Demo accounts (OTP ${DEMO_OTP_CODE}):`);
  for (const line of demoAccountLines()) console.log(`  ${line}`);
}

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
