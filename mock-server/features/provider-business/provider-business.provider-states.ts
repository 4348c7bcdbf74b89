import { toWibIso } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { Db, StoredAccount } from "../../store/db.schema";
import type { StoredBusiness } from "../../store/provider.db-schema";
import { ensureAccount, loggedIn, paramsOf, replaceAccount, StateParamError, type AreaStates } from "../back-office/back-office.public";

const TEBET = { address: "Jl. Tebet Raya No. 9", district: "Tebet", city: "Jakarta Selatan", point: { lat: -6.2264, lng: 106.8539 } } as const;

/** A business as the create endpoint makes it (no photos, one NIB), verified or awaiting its documents. */
const newBusiness = (db: Db, businessId: string, owner: StoredAccount, verified: boolean, coupons: number, now: number): Db => {
  const template = db.businesses[0];
  if (template === undefined) throw new Error("the seed has no business to copy");
  const name = `Usaha ${owner.fullName}`.slice(0, 30);
  const business: StoredBusiness = {
    ...template,
    businessId: businessId as StoredBusiness["businessId"],
    registeredName: name,
    brandName: name,
    location: TEBET,
    legalDocuments: verified ? template.legalDocuments : [],
    verifiedAt: verified ? toWibIso(now) : null,
    lastNameChangeAt: null,
    ownerUserId: owner.userId,
    pendingMembers: [],
    verification: verified ? template.verification : { status: "notSubmitted", documents: [] },
    coupons,
    createdAt: toWibIso(now),
  } as StoredBusiness;
  return {
    ...db,
    companies: [...db.companies.filter((c) => c.companyId !== businessId), { companyId: businessId, name, district: TEBET.district, city: TEBET.city, categoryId: "fnb" }],
    businesses: [...db.businesses.filter((b) => b.businessId !== businessId), business],
  };
};

const asProvider = (account: StoredAccount): StoredAccount => ({
  ...account,
  roles: account.roles.includes("provider") ? account.roles : [...account.roles, "provider"],
  activeRole: "provider",
});

/** Pact states of the provider side (issue 4): business, verification, jobs, coupons. */
export const BUSINESS_PROVIDER_STATES = {
  [PROVIDER_STATE.providerLoggedIn]: {
    arranges:
      "A provider account (active role provider; created when there is none) with the business asked for, and a new session. A verified business the account already runs as Admin is kept (the mock's Budi Santoso 81200000002 runs Warung Makan Sederhana Bu Tini); any other is made for the state: registered and brand name `Usaha <name>`, in Tebet, F&B, never renamed.",
    params: {
      phone: "the national number",
      business: "none (no business) | notVerified (Admin of a business whose verification was never submitted) | verified (of a verified business)",
      membership: "admin | member (an accepted Member, not the Admin, of a verified business) | underReview (a Member whose joining the Admin has not accepted yet); default admin",
      coupons: "the business's priority coupons (default: the business's own, 0 for a new one)",
    },
    values: { token: "the session's bearer token", userId: "the provider's user id", businessId: "the business's id (not with business none)" },
    arrange: (db, { params, now }) => {
      const p = paramsOf(params);
      const made = ensureAccount(db, p.phone("phone"), "provider", toWibIso(now));
      const kind = p.oneOf("business", ["none", "notVerified", "verified"]);
      const membership = p.oneOf("membership", ["admin", "member", "underReview"], "admin");
      let account = asProvider(made.account);
      let next = made.db;
      const own = next.businesses.find((b) => b.businessId === account.companyId);
      const businessId = `c-state-${account.phone}`;
      if (kind === "none") {
        const { companyId: _c, companyRole: _r, ...without } = account;
        account = without;
      } else if (kind === "verified" && membership === "admin" && own?.verification.status === "approved" && account.companyRole === "admin") {
        if (p.has("coupons")) next = { ...next, businesses: next.businesses.map((b) => (b === own ? { ...b, coupons: p.number("coupons") } : b)) };
      } else if (membership !== "admin") {
        if (kind !== "verified") throw new StateParamError("membership", `membership ${membership} needs business verified`);
        const owner = ensureAccount(next, `8139${account.phone.slice(-7)}`, "provider", toWibIso(now));
        next = newBusiness(owner.db, businessId, owner.account, true, p.number("coupons", 0), now);
        next = replaceAccount(next, { ...asProvider(owner.account), companyId: businessId, companyRole: "admin" });
        if (membership === "underReview") next = { ...next, businesses: next.businesses.map((b) => (b.businessId === businessId ? { ...b, pendingMembers: [...b.pendingMembers, account.userId] } : b)) };
        account = { ...account, companyId: businessId, companyRole: "member" };
      } else {
        next = newBusiness(next, businessId, account, kind === "verified", p.number("coupons", 0), now);
        account = { ...account, companyId: businessId, companyRole: "admin" };
      }
      const session = loggedIn(replaceAccount(next, account), account, now);
      return { db: session.db, values: { ...session.values, ...(account.companyId === undefined ? {} : { businessId: account.companyId }) } };
    },
  },
} satisfies AreaStates;
