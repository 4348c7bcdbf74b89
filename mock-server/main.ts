import { DEFAULT_DATA_FILE } from "./data-file-path";
import { startMockServer } from "./server";
import { DEMO_COMPANY } from "./features/business/business.seed";
import { DEMO_ACCOUNTS as DEMO, DEMO_OTP_CODE } from "./store/demo-accounts";

/** `npm run mock`: the mock API on MOCK_PORT (default 4010), data kept in mock-server/data/db.json. */
const port = Number(process.env.MOCK_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`MOCK_PORT must be a port number, got ${process.env.MOCK_PORT}`);
  process.exit(2);
}

const server = await startMockServer({ port, host: "127.0.0.1", dataFile: process.env.MOCK_DATA_FILE ?? DEFAULT_DATA_FILE });
const strict = process.env.MOCK_STRICT === "1";

console.log(`Gawe mock API on ${server.url}${strict ? " (strict: no /__dev)" : ""}`);
if (!strict) console.log(`Back office: ${server.url}/__dev/`);
console.log(`Demo accounts (OTP ${DEMO_OTP_CODE}):`);
console.log(`  seeker           +62${DEMO.seeker.phone}  ${DEMO.seeker.fullName}`);
console.log(`  provider admin   +62${DEMO.providerAdmin.phone}  ${DEMO.providerAdmin.fullName} (${DEMO_COMPANY.name})`);
console.log(`  provider member  +62${DEMO.providerMember.phone}  ${DEMO.providerMember.fullName} (${DEMO_COMPANY.name})`);
console.log(`  seeker, SMS only +62${DEMO.seekerSmsOnly.phone}  ${DEMO.seekerSmsOnly.fullName} (WhatsApp cannot reach)`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
