import type { CreateBusinessRequest, SubmitVerificationRequest, UpdateProviderProfileRequest } from "../../domain/business/business-api.schema";
import { lazyCheck } from "../checks/check";
import { MyBusiness } from "../checks/provider.checks";
import type { BusinessApi } from "../../application/ports/provider-business-api.port";
import type { HttpClient } from "./http-client";

// The provider's profile is not on the home: its check loads with its first request.
const ProviderProfileView = lazyCheck(async () => (await import("../checks/provider-rest.checks")).ProviderProfileView);

/**
 * The business rows of docs/api.md ("Provider: business, verification and jobs"). Answers decode
 * with the checks generated from the domain's schemas (adapters/checks/provider.checks.ts; the
 * profile's, provider-rest.checks.ts, loads with its first request).
 */
export class BusinessHttpAdapter implements BusinessApi {
  constructor(private readonly http: HttpClient) {}

  myBusiness() {
    return this.http.request({ method: "GET", path: "/business", schema: MyBusiness, auth: "session" });
  }

  create(request: CreateBusinessRequest) {
    return this.http.request({ method: "POST", path: "/business", body: request, schema: MyBusiness, auth: "session" });
  }

  edit(request: CreateBusinessRequest) {
    return this.http.request({ method: "POST", path: "/business/edit", body: request, schema: MyBusiness, auth: "session" });
  }

  submitVerification(request: SubmitVerificationRequest) {
    return this.http.request({ method: "POST", path: "/business/verification", body: request, schema: MyBusiness, auth: "session" });
  }

  profile() {
    return this.http.request({ method: "GET", path: "/provider/profile", schema: ProviderProfileView, auth: "session" });
  }

  saveProfile(request: UpdateProviderProfileRequest) {
    return this.http.request({ method: "POST", path: "/provider/profile", body: request, schema: ProviderProfileView, auth: "session" });
  }
}
