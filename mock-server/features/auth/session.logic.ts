import type { Account } from "../../../domain/identity/account.schema";
import { apiFailure } from "../../http/errors";
import type { Db, StoredAccount } from "../../store/db.schema";

/** The account as docs/api.md answers it (the wire form of domain's Account schema). */
export const accountView = (db: Db, account: StoredAccount): typeof Account.Encoded => {
  const company = account.companyId === undefined ? undefined : db.companies.find((c) => c.companyId === account.companyId);
  return {
    userId: account.userId,
    phone: account.phone,
    fullName: account.fullName,
    roles: account.roles,
    activeRole: account.activeRole,
    idVerified: account.idVerified,
    ...(company === undefined ? {} : { companyId: company.companyId, companyName: company.name }),
  };
};

export const accountNotFound = () => apiFailure("ACCOUNT_NOT_FOUND", "No account for this number");

/** The body of a successful login, register or role switch. */
export const authResult = (db: Db, token: string, account: StoredAccount) => ({ token, account: accountView(db, account) });
