import type { CreateBusinessRequest, SubmitVerificationRequest, UpdateProviderProfileRequest } from "../../domain/business/business-api.schema";
import type { BusinessApi } from "../ports/business-api.port";
import type { SessionStore } from "../ports/session-store.port";
import { withToken } from "../session/with-token";

/**
 * The provider's business and personal profile: read the business, create it (one per account),
 * submit its verification; read and save the personal profile. The
 * forms validate with the domain schemas before calling; the server checks the same rules.
 */
export class ManageBusiness {
  constructor(
    private readonly api: BusinessApi,
    private readonly sessions: SessionStore,
  ) {}

  load() {
    return withToken(this.sessions, (t) => this.api.myBusiness(t));
  }

  create(request: CreateBusinessRequest) {
    return withToken(this.sessions, (t) => this.api.create(t, request));
  }

  edit(request: CreateBusinessRequest) {
    return withToken(this.sessions, (t) => this.api.edit(t, request));
  }

  submitVerification(request: SubmitVerificationRequest) {
    return withToken(this.sessions, (t) => this.api.submitVerification(t, request));
  }

  profile() {
    return withToken(this.sessions, (t) => this.api.profile(t));
  }

  saveProfile(request: UpdateProviderProfileRequest) {
    return withToken(this.sessions, (t) => this.api.saveProfile(t, request));
  }
}
