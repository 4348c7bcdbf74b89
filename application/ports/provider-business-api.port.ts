import type { Result } from "effect";
import type {
  CreateBusinessRequest,
  MyBusiness,
  ProviderProfileView,
  SubmitVerificationRequest,
  UpdateProviderProfileRequest,
} from "../../domain/business/business-api.schema";
import type { ApiError } from "./api-error";
import type { NotLoggedIn } from "../session/not-logged-in";
import { token } from "./token";

/** The business endpoints of docs/api.md ("Provider: business ..."). Every call resolves with a Result. */
export interface BusinessApi {
  myBusiness(): Promise<Result.Result<MyBusiness, ApiError | NotLoggedIn>>;
  create(request: CreateBusinessRequest): Promise<Result.Result<MyBusiness, ApiError | NotLoggedIn>>;
  edit(request: CreateBusinessRequest): Promise<Result.Result<MyBusiness, ApiError | NotLoggedIn>>;
  submitVerification(request: SubmitVerificationRequest): Promise<Result.Result<MyBusiness, ApiError | NotLoggedIn>>;
  profile(): Promise<Result.Result<ProviderProfileView, ApiError | NotLoggedIn>>;
  saveProfile(request: UpdateProviderProfileRequest): Promise<Result.Result<ProviderProfileView, ApiError | NotLoggedIn>>;
}
export const BUSINESS_API = token<BusinessApi>("BusinessApi");
