import { DB_VERSION, type Db } from "./db.schema";
import { withProviderSeed } from "./seed-businesses";
import { SEEKER_SEED_ACCOUNTS, SEEKER_SEED_COMPANIES, seekerSeedApplications, seekerSeedJobs, seekerSeedProfiles } from "./seed-seekers";

/** OTP code of every demo account (documented in README and the back office). */
export const DEMO_OTP_CODE = "1234";

/** The seeded demo accounts; docs and tests refer to them by these names. */
export const DEMO = {
  seeker: { phone: "81200000001", userId: "u-seeker-siti", fullName: "Siti Rahmawati" },
  providerAdmin: { phone: "81200000002", userId: "u-provider-budi", fullName: "Budi Santoso" },
  providerMember: { phone: "81200000003", userId: "u-provider-dewi", fullName: "Dewi Lestari" },
  /** WhatsApp cannot reach this number: its OTPs always go by SMS. */
  seekerSmsOnly: { phone: "81200000004", userId: "u-seeker-agus", fullName: "Agus Pratama" },
} as const;

export const DEMO_COMPANY = {
  companyId: "c-warung-bu-tini",
  name: "Warung Makan Sederhana Bu Tini",
  district: "Kebayoran Baru",
  city: "Jakarta Selatan",
  categoryId: "fnb",
} as const;

const SEEDED_AT = "2025-01-06T09:00:00.000+07:00";

const bilingual = (en: string, id: string) => ({ en, id });

/** A fresh copy of the seed each call, so nobody can mutate the original. */
export const createSeed = (): Db => withProviderSeed({
  version: DB_VERSION,
  settings: {
    whatsappDown: false,
    whatsappUnreachable: [DEMO.seekerSmsOnly.phone],
    fixedOtpCodes: Object.fromEntries([...Object.values(DEMO), ...SEEKER_SEED_ACCOUNTS].map((a) => [a.phone, DEMO_OTP_CODE])),
  },
  accounts: [
    { ...DEMO.seeker, roles: ["seeker"], activeRole: "seeker", idVerified: true, createdAt: SEEDED_AT },
    {
      ...DEMO.providerAdmin,
      roles: ["provider"],
      activeRole: "provider",
      idVerified: true,
      companyId: DEMO_COMPANY.companyId,
      companyRole: "admin",
      createdAt: SEEDED_AT,
    },
    {
      ...DEMO.providerMember,
      roles: ["provider"],
      activeRole: "provider",
      idVerified: false,
      companyId: DEMO_COMPANY.companyId,
      companyRole: "member",
      createdAt: SEEDED_AT,
    },
    { ...DEMO.seekerSmsOnly, roles: ["seeker"], activeRole: "seeker", idVerified: false, createdAt: SEEDED_AT },
    ...SEEKER_SEED_ACCOUNTS,
  ],
  companies: [{ ...DEMO_COMPANY }, ...SEEKER_SEED_COMPANIES],
  sessions: [],
  otps: [],
  otpSends: [],
  categories: [
    { id: "fnb", name: bilingual("Food & Beverage", "Makanan & Minuman"), positions: ["Waiter", "Barista", "Cook", "Kitchen Helper", "Cashier"] },
    { id: "retail", name: bilingual("Retail", "Ritel"), positions: ["Shop Assistant", "Cashier", "Stock Keeper", "Merchandiser"] },
    { id: "hospitality", name: bilingual("Hospitality", "Perhotelan"), positions: ["Housekeeping", "Front Desk", "Bellboy", "Laundry Attendant"] },
    { id: "logistics", name: bilingual("Logistics", "Logistik"), positions: ["Warehouse Helper", "Packer", "Courier"] },
  ],
  faq: [
    {
      id: "seeker-otp",
      audience: "seeker",
      question: bilingual("I did not receive the OTP", "Saya tidak menerima OTP"),
      answer: bilingual(
        "We send the code by WhatsApp first; when WhatsApp cannot reach your number it comes by SMS. You may resend after the countdown.",
        "Kode dikirim lewat WhatsApp terlebih dahulu; jika WhatsApp tidak dapat menjangkau nomor Anda, kode dikirim lewat SMS. Anda dapat mengirim ulang setelah hitung mundur selesai.",
      ),
    },
    {
      id: "seeker-withdraw",
      audience: "seeker",
      question: bilingual("When does my salary arrive?", "Kapan gaji saya masuk?"),
      answer: bilingual("Withdrawals arrive within 1x24 hours.", "Penarikan dana masuk dalam 1x24 jam."),
    },
    {
      id: "provider-verify",
      audience: "provider",
      question: bilingual("Why must I verify my business?", "Mengapa saya harus memverifikasi usaha saya?"),
      answer: bilingual(
        "Seekers trust verified businesses, and a verified business can post jobs.",
        "Pencari kerja lebih percaya pada usaha yang terverifikasi, dan usaha terverifikasi dapat memasang lowongan.",
      ),
    },
    {
      id: "provider-staff",
      audience: "provider",
      question: bilingual("Can my staff use the same business account?", "Bisakah staf saya memakai akun usaha yang sama?"),
      answer: bilingual(
        "Yes: the admin adds members, who log in with their own phone number.",
        "Ya: admin menambahkan anggota, yang masuk dengan nomor telepon mereka sendiri.",
      ),
    },
  ],
  jobs: [...seekerSeedJobs()],
  seekerProfiles: seekerSeedProfiles(),
  savedJobs: [],
  applications: seekerSeedApplications(),
  introVideos: [],
  businesses: [],
  providerProfiles: [],
});
