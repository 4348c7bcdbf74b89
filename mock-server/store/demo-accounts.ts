/**
 * Every seeded demo account, in one place: the seed builds them, the README lists them, and the
 * unit, contract and end-to-end tests log in as them by these names. Phones are national numbers
 * without the leading 0 or +62 (what the login field takes).
 */

/** OTP code of every demo account (documented in README and the back office). */
export const DEMO_OTP_CODE = "1234";

export const DEMO_ACCOUNTS = {
  /** Siti Rahmawati, seeker with a complete profile. */
  seeker: { phone: "81200000001", userId: "u-seeker-siti", fullName: "Siti Rahmawati" },
  /** Budi Santoso, Admin of Warung Makan Sederhana Bu Tini. */
  providerAdmin: { phone: "81200000002", userId: "u-provider-budi", fullName: "Budi Santoso" },
  /** Dewi Lestari, accepted Member of the same business. */
  providerMember: { phone: "81200000003", userId: "u-provider-dewi", fullName: "Dewi Lestari" },
  /** Agus Pratama, seeker whom WhatsApp cannot reach: his OTPs always go by SMS. Name and birth date only. */
  seekerSmsOnly: { phone: "81200000004", userId: "u-seeker-agus", fullName: "Agus Pratama" },
  /** Rina Wulandari, complete profile, has applied to job j-9000 of Kedai Kopi Teduh. */
  rina: { phone: "81200000005", userId: "u-seeker-rina", fullName: "Rina Wulandari" },
  /** Hendra Gunawan, Admin of Kedai Kopi Teduh, whose job j-9000 has Rina's application. */
  hendra: { phone: "81200000009", userId: "u-provider-hendra", fullName: "Hendra Gunawan" },
  /** Rudi Hartono, Admin of Kopi Senja, which has no priority coupons left. */
  kopiAdmin: { phone: "81200000021", userId: "u-provider-rudi", fullName: "Rudi Hartono" },
  tokoAdmin: { phone: "81200000022", userId: "u-provider-wahyu", fullName: "Wahyu Nugroho" },
  hotelAdmin: { phone: "81200000023", userId: "u-provider-ayu", fullName: "Ayu Kartika" },
  /** Andi Wijaya, provider without a business yet (creates one in the e2e journey). */
  newProvider: { phone: "81200000024", userId: "u-provider-andi", fullName: "Andi Wijaya" },
  /** Fajar Ramadhan, a second provider without a business, for trying the flow by hand. */
  newProvider2: { phone: "81200000025", userId: "u-provider-fajar", fullName: "Fajar Ramadhan" },
  /** Lina Marlina, Member of Bu Tini's business whose request is still under review: may not post. */
  pendingMember: { phone: "81200000026", userId: "u-provider-lina", fullName: "Lina Marlina" },
} as const;

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;

/**
 * What each demo account shows, beyond its role and business (which are read from the seed): the
 * banner of `npm start` and `npm run mock` lists the accounts with these. A new account needs its
 * line here (empty when its role says it all).
 */
export const DEMO_ACCOUNT_NOTES: Readonly<Record<DemoAccountName, string>> = {
  seeker: "",
  providerAdmin: "",
  providerMember: "",
  seekerSmsOnly: "WhatsApp cannot reach him: his OTP comes by SMS",
  rina: "offers and payments: applied to job j-9000; answers Hendra's offer",
  hendra: "offers and payments: makes Rina an offer for j-9000 and pays it",
  kopiAdmin: "no priority coupons left",
  tokoAdmin: "",
  hotelAdmin: "",
  newProvider: "creates a business; the back office verifies it",
  newProvider2: "creates a business; the back office verifies it",
  pendingMember: "may not post until the Admin accepts her",
};
