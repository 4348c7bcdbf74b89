import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { BusinessId, OfferId, PaymentId } from "../shared/ids.schema";
import { rupiah } from "../shared/money";
import { wibInstant } from "../shared/wib-time";
import { post } from "./ledger.rules";
import { EMPTY_LEDGER, type Movement } from "./ledger.schema";

const settled = (key: string, at: number): Movement => ({
  kind: "paymentSettled",
  key,
  at,
  offerId: "O1" as OfferId,
  businessId: "B1" as BusinessId,
  paymentId: key as PaymentId,
  salary: rupiah(750_000),
  serviceFee: rupiah(37_500),
  adminFee: rupiah(4_000),
  late: false,
});

describe("a transaction's id, as a receipt shows it (issue 19: it read 'tx-1')", () => {
  it("is TRX-, the WIB date it was posted, and its number in the ledger, six digits at least", () => {
    const first = Result.getOrThrow(post(EMPTY_LEDGER, settled("p-1", wibInstant(2026, 11, 26, 10))));
    expect(first.transaction.transactionId).toBe("TRX-20261126-000001");
    // 23:30 WIB is still the 26th in Jakarta (16:30 UTC); the next day's first minutes are the 27th.
    const second = Result.getOrThrow(post(first.ledger, settled("p-2", wibInstant(2026, 11, 26, 23, 30))));
    expect(second.transaction.transactionId).toBe("TRX-20261126-000002");
    const third = Result.getOrThrow(post(second.ledger, settled("p-3", wibInstant(2026, 11, 27, 0, 5))));
    expect(third.transaction.transactionId).toBe("TRX-20261127-000003");
  });
});
