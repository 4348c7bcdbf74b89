/** Industries / job categories the provider forms offer (ids of GET /api/categories). */
export const INDUSTRIES = ["fnb", "retail", "hospitality", "logistics"] as const;
/** Positions offered as preferred positions (the categories' positions of the reference data). */
export const POSITIONS: readonly string[] = ["Waiter", "Barista", "Cook", "Kitchen Helper", "Cashier", "Shop Assistant", "Stock Keeper", "Housekeeping", "Front Desk", "Warehouse Helper", "Courier"];
