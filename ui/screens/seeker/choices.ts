/** Positions offered as preferred positions (the categories' positions of the reference data). */
export const POSITIONS: readonly string[] = ["Waiter", "Barista", "Cook", "Kitchen Helper", "Cashier", "Shop Assistant", "Stock Keeper", "Housekeeping", "Front Desk", "Warehouse Helper", "Courier"];
