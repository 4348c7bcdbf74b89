import type { Result } from "effect";
import type {
  CreateBusinessRequest,
  MyBusiness,
  ProviderProfileView,
  SubmitVerificationRequest,
  UpdateProviderProfileRequest,
} from "../../domain/business/business-api.schema";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { ApiError } from "./api-error";
import { token } from "./token";

/** The business endpoints of docs/api.md ("Provider: business ..."). Every call resolves with a Result. */
export interface BusinessApi {
  myBusiness(authToken: AuthToken): Promise<Result.Result<MyBusiness, ApiError>>;
  create(authToken: AuthToken, request: CreateBusinessRequest): Promise<Result.Result<MyBusiness, ApiError>>;
  edit(authToken: AuthToken, request: CreateBusinessRequest): Promise<Result.Result<MyBusiness, ApiError>>;
  submitVerification(authToken: AuthToken, request: SubmitVerificationRequest): Promise<Result.Result<MyBusiness, ApiError>>;
  profile(authToken: AuthToken): Promise<Result.Result<ProviderProfileView, ApiError>>;
  saveProfile(authToken: AuthToken, request: UpdateProviderProfileRequest): Promise<Result.Result<ProviderProfileView, ApiError>>;
}
export const BUSINESS_API = token<BusinessApi>("BusinessApi");
