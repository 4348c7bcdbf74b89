import { formatPhone } from "../domain/identity/phone.format";
import type { Db, StoredAccount } from "./store/db.schema";
import { DEMO_ACCOUNT_NOTES, DEMO_ACCOUNTS, type DemoAccountName } from "./store/demo-accounts";
import { createSeed } from "./features/registry";

/** The role and business of a seeded account, as the seed made them. */
const roleOf = (db: Db, account: StoredAccount): string => {
  const roles: string[] = [];
  if (account.roles.includes("seeker")) roles.push("Job Seeker");
  if (account.roles.includes("provider")) {
    const business = db.businesses.find((b) => b.businessId === account.companyId);
    if (business === undefined) roles.push("Job Provider, no business yet");
    else if (business.pendingMembers.includes(account.userId)) roles.push(`Job Provider, pending Member of ${business.registeredName}`);
    else roles.push(`Job Provider, ${account.companyRole === "admin" ? "Admin" : "Member"} of ${business.registeredName}`);
  }
  return roles.join("; ");
};

/**
 * The demo accounts in the documented order: phone, name, role and business as the seed made them,
 * and under them what the account shows (DEMO_ACCOUNT_NOTES). `npm start` prints them once the
 * app and the mock answer, `npm run mock` once it listens.
 */
export const demoAccountLines = (db: Db = createSeed()): readonly string[] => {
  const rows = (Object.keys(DEMO_ACCOUNTS) as DemoAccountName[]).map((name) => {
    const demo = DEMO_ACCOUNTS[name];
    const account = db.accounts.find((a) => a.userId === demo.userId);
    if (account === undefined) throw new Error(`the seed has no account ${demo.userId} for the demo account ${name}`);
    return { phone: `+62 ${formatPhone(demo.phone)}`, name: demo.fullName, role: roleOf(db, account), note: DEMO_ACCOUNT_NOTES[name] };
  });
  const nameWidth = Math.max(...rows.map((r) => r.name.length));
  return rows.flatMap(({ phone, name, role, note }) => {
    const line = `${phone}  ${name.padEnd(nameWidth)}  ${role}`;
    return note === "" ? [line] : [line, `${" ".repeat(phone.length + 2)}${note}`];
  });
};
