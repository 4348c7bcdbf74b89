import { randomBytes } from "node:crypto";
import type { BalanceHolder } from "../../../domain/ledger/ledger.schema";
import type { EwalletProvider } from "../../../domain/payment/payment-api.schema";
import type { AccountId, EpochMillis } from "../../../domain/shared/ids.schema";
import type { EwalletLink } from "../../../domain/wallet/wallet-api.schema";
import type { Db } from "../../store/db.schema";
import type { StoredEwalletLink, StoredPayoutAccount } from "../../store/wallet.db-schema";
import { accountView, sameHolder } from "./wallet.logic";

/*
 * Linking an e-wallet (issue 23): the app opens the link's consent page (the back office plays the
 * e-wallet), which answers linked or failed and returns to the app's /bound. A linked e-wallet is a
 * payout account of the wallet, on the account's registered number.
 */

export const linkPageUrl = (publicUrl: string, linkId: string): string => `${publicUrl}/__dev/ewallet-links/${encodeURIComponent(linkId)}`;
/** Where the consent page goes back to: the app's /bound, from configuration only (no open redirect). */
export const boundPageUrl = (publicUrl: string, linkId: string): string => `${publicUrl}/app/bound?linkId=${encodeURIComponent(linkId)}`;

export const linkEwallet = (db: Db, holder: BalanceHolder, wallet: EwalletProvider, userId: string, now: number): { db: Db; link: StoredEwalletLink } => {
  const link: StoredEwalletLink = {
    linkId: `el-${randomBytes(6).toString("hex")}`,
    holder,
    wallet,
    status: "pending",
    accountId: null,
    createdAt: now as EpochMillis,
    createdBy: userId,
  };
  return { db: { ...db, wallet: { ...db.wallet, ewalletLinks: [...db.wallet.ewalletLinks, link] } }, link };
};

export const ewalletLinkView = (db: Db, link: StoredEwalletLink, publicUrl: string): EwalletLink => {
  const account = link.accountId === null ? undefined : db.wallet.accounts.find((a) => a.accountId === link.accountId);
  return {
    linkId: link.linkId,
    wallet: link.wallet,
    status: link.status,
    linkUrl: linkPageUrl(publicUrl, link.linkId),
    account: account === undefined ? null : accountView(account),
    createdAt: link.createdAt,
  };
};

/**
 * The e-wallet's answer on its consent page, once: linked (a payout account on the linking
 * person's number, replacing an earlier link of the same e-wallet) or failed. A link answered
 * already stays as it is (a second press, a reload).
 */
export const answerLink = (db: Db, linkId: string, linked: boolean, now: number): Db | null => {
  const link = db.wallet.ewalletLinks.find((l) => l.linkId === linkId);
  if (link === undefined) return null;
  if (link.status !== "pending") return db;
  const person = db.accounts.find((a) => a.userId === link.createdBy);
  if (!linked || person === undefined) {
    return { ...db, wallet: { ...db.wallet, ewalletLinks: db.wallet.ewalletLinks.map((l) => (l.linkId === linkId ? { ...l, status: "failed" as const } : l)) } };
  }
  const account: StoredPayoutAccount = {
    accountId: `acc-${randomBytes(6).toString("hex")}` as AccountId,
    kind: "ewallet",
    provider: link.wallet,
    number: person.phone,
    holderName: person.fullName,
    holder: link.holder,
    addedAt: now as EpochMillis,
    addedBy: person.userId,
  };
  const accounts = db.wallet.accounts.filter((a) => !(a.kind === "ewallet" && a.provider === link.wallet && sameHolder(a.holder, link.holder)));
  return {
    ...db,
    wallet: {
      ...db.wallet,
      accounts: [...accounts, account],
      ewalletLinks: db.wallet.ewalletLinks.map((l) => (l.linkId === linkId ? { ...l, status: "linked" as const, accountId: account.accountId } : l)),
    },
  };
};
