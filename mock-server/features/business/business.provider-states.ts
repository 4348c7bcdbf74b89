import { PROVIDER_STATE, STATE_TOKENS } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { loggedInState, type AreaStates } from "../back-office/provider-state.type";

/** Andi's business as the create endpoint would make it, awaiting its documents. */
const withUnverifiedBusiness = (seed: Db): Db => {
  const andi = DEMO_ACCOUNTS.newProvider;
  const businessId = "c-andi-unverified";
  const template = seed.businesses[0];
  if (template === undefined) return seed;
  return {
    ...seed,
    accounts: seed.accounts.map((a) => (a.userId === andi.userId ? { ...a, companyId: businessId, companyRole: "admin" as const } : a)),
    companies: [...seed.companies, { companyId: businessId, name: "Bakso Pak Andi", district: "Tebet", city: "Jakarta Selatan", categoryId: "fnb" }],
    businesses: [
      ...seed.businesses,
      {
        ...template,
        businessId: businessId as typeof template.businessId,
        registeredName: "Bakso Pak Andi",
        brandName: "Bakso Pak Andi",
        location: { address: "Jl. Tebet Raya No. 9", district: "Tebet", city: "Jakarta Selatan", point: { lat: -6.2264, lng: 106.8539 } },
        legalDocuments: [],
        verifiedAt: null,
        ownerUserId: andi.userId,
        pendingMembers: [],
        verification: { status: "notSubmitted", documents: [] },
        coupons: 0,
      },
    ],
  };
};

/** Pact states of the provider side (issue 4): business, verification, jobs, coupons. */
export const BUSINESS_PROVIDER_STATES = {
  [PROVIDER_STATE.providerAdminLoggedIn]: loggedInState(
    "A session for Budi Santoso (81200000002), Admin of the verified business c-warung-bu-tini with 3 priority coupons, bearer token demo-provider-token. His seeded jobs: j-1001 open with one applicant, j-1002 priority open expiring in 11-12 hours, j-1004 closed, j-1005 open without applicants, j-1007 priority expiring in about 10 days.",
    { token: STATE_TOKENS.providerAdmin, userId: DEMO_ACCOUNTS.providerAdmin.userId },
  ),
  [PROVIDER_STATE.providerWithoutBusiness]: loggedInState(
    "A session for Andi Wijaya (81200000024), provider role, no business yet, bearer token new-provider-token.",
    { token: STATE_TOKENS.newProvider, userId: DEMO_ACCOUNTS.newProvider.userId },
  ),
  [PROVIDER_STATE.providerNotVerified]: loggedInState(
    "Andi Wijaya (81200000024) is Admin of business c-andi-unverified (Bakso Pak Andi, Tebet) whose verification was never submitted; session with bearer token new-provider-token.",
    { token: STATE_TOKENS.newProvider, userId: DEMO_ACCOUNTS.newProvider.userId },
    withUnverifiedBusiness,
  ),
  [PROVIDER_STATE.kopiWithoutCoupons]: loggedInState(
    "A session for Rudi Hartono (81200000021), Admin of the verified business c-kopi-senja with 0 priority coupons, bearer token kopi-provider-token; its priority job j-1101 expires in 5-6 hours.",
    { token: STATE_TOKENS.kopiAdmin, userId: DEMO_ACCOUNTS.kopiAdmin.userId },
  ),
} satisfies AreaStates;
