import type { Result } from "effect";
import type { CategoryList } from "../../domain/job/category.schema";
import type { ApiError } from "./api-error";
import { token } from "./token";

/** Reference data the platform owns (docs/api.md "Reference data"): read-only, no login. */
export interface ReferenceApi {
  categories(): Promise<Result.Result<CategoryList, ApiError>>;
}

export const REFERENCE_API = token<ReferenceApi>("ReferenceApi");
