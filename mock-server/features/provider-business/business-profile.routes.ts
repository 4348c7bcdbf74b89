import { ProviderProfileView, UpdateProviderProfileRequest } from "../../../domain/business/business-api.schema";
import { callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, type Endpoint } from "../../http/endpoint";
import { forbidden } from "../../http/errors";
import type { Db, StoredAccount } from "../../store/db.schema";
import type { StoredProviderProfile } from "../../store/provider.db-schema";

const profileView = (db: Db, account: StoredAccount): typeof ProviderProfileView.Encoded => {
  const stored = db.providerProfiles.find((p) => p.userId === account.userId);
  const company = account.companyId === undefined ? undefined : db.companies.find((c) => c.companyId === account.companyId);
  return {
    userId: account.userId,
    ...(stored?.photoUrl === undefined ? {} : { photoUrl: stored.photoUrl }),
    fullName: account.fullName,
    gender: stored?.gender ?? null,
    businessName: company?.name ?? "",
    position: stored?.position ?? "",
    ...(stored?.workEmail === undefined ? {} : { workEmail: stored.workEmail }),
    workEmailVerified: stored?.workEmailVerified ?? false,
    mobile: account.phone,
    // The number logged in with an OTP: the app shows it as VERIFIED.
    mobileVerified: true,
  };
};

const providerCaller = (caller: Parameters<typeof callerOf>[0]) => {
  const { account } = callerOf(caller);
  return account.roles.includes("provider") ? account : null;
};

/** The provider's personal profile (docs/api.md "Provider: business, verification and jobs"). */
export const businessProfileEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/provider/profile",
    success: { status: 200, schema: ProviderProfileView },
    errors: ["FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "The provider's personal profile",
    handle: ({ db, caller }) => {
      const account = providerCaller(caller);
      return account === null ? fail(forbidden("Only providers have a provider profile")) : { status: 200, json: profileView(db, account) };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/provider/profile",
    success: { status: 200, schema: ProviderProfileView },
    errors: ["FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "Save the provider's personal profile (a changed work email is unverified again)",
    body: UpdateProviderProfileRequest,
    handle: ({ body, db, caller }) => {
      const account = providerCaller(caller);
      if (account === null) return fail(forbidden("Only providers have a provider profile"));
      const before = db.providerProfiles.find((p) => p.userId === account.userId);
      const profile: StoredProviderProfile = {
        userId: account.userId,
        ...(body.photoUrl === undefined ? {} : { photoUrl: body.photoUrl }),
        gender: body.gender,
        position: body.position,
        ...(body.workEmail === undefined ? {} : { workEmail: body.workEmail }),
        workEmailVerified: before !== undefined && before.workEmail === body.workEmail && before.workEmailVerified,
      };
      const renamed: StoredAccount = { ...account, fullName: body.fullName };
      const next: Db = {
        ...db,
        accounts: db.accounts.map((a) => (a.userId === account.userId ? renamed : a)),
        providerProfiles: [...db.providerProfiles.filter((p) => p.userId !== account.userId), profile],
      };
      return { status: 200, json: profileView(next, renamed), next };
    },
  }),
];
