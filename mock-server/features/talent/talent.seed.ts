import type { Db, StoredAccount } from "../../store/db.schema";
import { seededProfile } from "../seeker-profile/seeker-profile.public";

/**
 * The talent pool's seed (issue 24): seekers around Bu Tini's warung (Kebayoran Baru) with other
 * positions, places, salaries and badges to filter by; one not open to offers and one aged 17, whom
 * neither the pool nor the smart invitation ever shows. Not demo accounts: nobody logs in as them.
 */
const SEEDED_AT = "2025-01-06T09:00:00.000+07:00";

interface PoolSeed {
  readonly userId: string;
  readonly phone: string;
  readonly fullName: string;
  readonly gender: "male" | "female";
  readonly dateOfBirth: string;
  readonly positions: readonly string[];
  readonly district: string;
  readonly expected: number | null;
  readonly badges: readonly string[];
  readonly openToOffers: boolean;
  /** A bare profile (no experience, education, skills or CV): a low completeness to filter out. */
  readonly bare?: boolean;
}

export const TALENT_SEED: readonly PoolSeed[] = [
  { userId: "u-talent-putri", phone: "81299000001", fullName: "Putri Anggraini", gender: "female", dateOfBirth: "2000-05-14", positions: ["Waiter"], district: "Kebayoran Baru", expected: 3_300_000, badges: ["Food Hygiene"], openToOffers: true },
  { userId: "u-talent-dimas", phone: "81299000002", fullName: "Dimas Saputra", gender: "male", dateOfBirth: "1997-11-02", positions: ["Waiter", "Cook"], district: "Cilandak", expected: 3_600_000, badges: [], openToOffers: true },
  { userId: "u-talent-nur", phone: "81299000003", fullName: "Nur Aisyah", gender: "female", dateOfBirth: "2001-02-20", positions: ["Barista"], district: "Tebet", expected: 4_000_000, badges: ["Latte Art"], openToOffers: true },
  { userId: "u-talent-yoga", phone: "81299000004", fullName: "Yoga Pratama", gender: "male", dateOfBirth: "1995-07-09", positions: ["Cook"], district: "Setiabudi", expected: 5_000_000, badges: ["Food Hygiene"], openToOffers: true },
  { userId: "u-talent-wulan", phone: "81299000005", fullName: "Wulan Sari", gender: "female", dateOfBirth: "1999-12-30", positions: ["Cashier"], district: "Bekasi Selatan", expected: null, badges: [], openToOffers: true, bare: true },
  { userId: "u-talent-sari", phone: "81299000006", fullName: "Sari Dewanti", gender: "female", dateOfBirth: "1998-03-03", positions: ["Waiter"], district: "Kebayoran Baru", expected: 3_200_000, badges: [], openToOffers: false },
  { userId: "u-talent-bayu", phone: "81299000007", fullName: "Bayu Kurniawan", gender: "male", dateOfBirth: "2010-01-15", positions: ["Waiter"], district: "Kebayoran Baru", expected: 3_000_000, badges: [], openToOffers: true },
];

const account = (s: PoolSeed): StoredAccount => ({
  userId: s.userId,
  phone: s.phone,
  fullName: s.fullName,
  roles: ["seeker"],
  activeRole: "seeker",
  idVerified: true,
  createdAt: SEEDED_AT,
});

const profile = (s: PoolSeed) =>
  seededProfile(s.userId, {
    fullName: s.fullName,
    gender: s.gender,
    dateOfBirth: s.dateOfBirth,
    preferredPositions: [...s.positions],
    preferredLocations: [s.district],
    address: `Jl. Melati 3, ${s.district}`,
    expectedMonthlySalary: s.expected,
    minimumMonthlySalary: s.expected === null ? null : s.expected - 300_000,
    openToOffers: s.openToOffers,
    experience: s.bare === true ? [] : [{ businessName: "Rumah Makan Padang Sederhana", industry: "fnb", position: s.positions[0] ?? "Staff", level: "staff", lengthMonths: 12 }],
    ...(s.bare === true ? { education: [], skills: [], portfolio: [], aboutMe: "", cvUrl: null } : {}),
  });

/** What the talent pool's seed adds: its seekers' accounts and profiles (badges are the platform's, set here). */
export const withTalentSeed = (db: Db): Db => ({
  ...db,
  accounts: [...db.accounts, ...TALENT_SEED.map(account)],
  seekerProfiles: [...db.seekerProfiles, ...TALENT_SEED.map((s) => ({ ...profile(s), badges: [...s.badges] }))],
});
