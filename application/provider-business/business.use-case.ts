import type { CreateBusinessRequest, SubmitVerificationRequest, UpdateProviderProfileRequest } from "../../domain/business/business-api.schema";
import type { BusinessApi } from "../ports/provider-business-api.port";

/**
 * The provider's business and personal profile: read the business, create it (one per account),
 * submit its verification; read and save the personal profile. The
 * forms validate with the domain schemas before calling; the server checks the same rules.
 */
export class ManageBusiness {
  constructor(
    private readonly api: BusinessApi,
  ) {}

  load() {
    return this.api.myBusiness();
  }

  create(request: CreateBusinessRequest) {
    return this.api.create(request);
  }

  edit(request: CreateBusinessRequest) {
    return this.api.edit(request);
  }

  submitVerification(request: SubmitVerificationRequest) {
    return this.api.submitVerification(request);
  }

  profile() {
    return this.api.profile();
  }

  saveProfile(request: UpdateProviderProfileRequest) {
    return this.api.saveProfile(request);
  }
}
