import type { ReferenceApi } from "../../application/ports/reference-api.port";
import { CategoryList } from "../../domain/job/category.schema";
import type { HttpClient } from "./http-client";

/** The "Reference data" table of docs/api.md. */
export class ReferenceHttpAdapter implements ReferenceApi {
  constructor(private readonly http: HttpClient) {}

  categories() {
    return this.http.request({ method: "GET", path: "/categories", schema: CategoryList });
  }
}
