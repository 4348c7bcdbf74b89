import type { TransactionId } from "../shared/ids.schema";
import { wibDateKey } from "../shared/wib-time";

/**
 * The one format of a ledger transaction's id (decision, issue 19): what a receipt shows as its
 * Transaction ID, so it reads like a bank's: `TRX-` + the WIB date it was posted (YYYYMMDD) + its
 * number in the ledger, at least six digits ("TRX-20261126-000123"). Unique because the number is.
 */
export const transactionIdOf = (sequence: number, at: number): TransactionId =>
  `TRX-${wibDateKey(at).replaceAll("-", "")}-${String(sequence).padStart(6, "0")}` as TransactionId;
