/** Industries / job categories the provider forms offer (ids of GET /api/categories). */
export const INDUSTRIES = ["fnb", "retail", "hospitality", "logistics"] as const;
