import type { UserId } from "../../../domain/identity/session.schema";
import type { AddressedEvent, UserEventSource } from "../../http/user-events";
import type { Db } from "../../store/db.schema";
import type { StoredWithdrawal } from "../../store/wallet.db-schema";
import { withdrawalView } from "./wallet.logic";

/** Who sees a withdrawal: the seeker whose balance it left, or her business's Admin. */
const holdersOf = (db: Db, w: StoredWithdrawal): UserId[] => {
  const { holder } = w;
  return holder.kind === "seekerBalance"
    ? [holder.userId]
    : db.accounts.filter((a) => a.companyId === holder.businessId && a.companyRole === "admin").map((a) => a.userId as UserId);
};

/** A withdrawal asked, paid, failed or retried (docs/api.md "Events", kind `wallet`). */
export const walletEvents: UserEventSource = (before, after) => {
  if (before.wallet.withdrawals === after.wallet.withdrawals) return [];
  const was = new Map(before.wallet.withdrawals.map((w) => [w.withdrawalId, w]));
  return after.wallet.withdrawals.flatMap((w): AddressedEvent[] => {
    const old = was.get(w.withdrawalId);
    if (old !== undefined && old.status === w.status && old.attempts === w.attempts) return [];
    return [{ to: holdersOf(after, w), event: { kind: "wallet", withdrawal: withdrawalView(w) } }];
  });
};
