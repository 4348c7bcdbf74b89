import { Schema } from "effect";
import { Job } from "../../../domain/job/job.schema";
import type { SeekerProfileInput } from "../../../domain/seeker/profile.rules";
import { SeekerProfile } from "../../../domain/seeker/seeker.schema";
import { SERVICE_AREAS } from "../../../domain/seeker/service-areas";
import type { Db, StoredAccount, StoredApplication, StoredCompany } from "../../store/db.schema";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { seededCvUrl } from "../uploads/uploads.public";

/**
 * Seed data of the seeker side (issue 5): seekers with complete and incomplete profiles, and 200
 * generated open jobs (ids "j-9...") spread across real Jabodetabek districts, so the Terdekat
 * list has something to scroll. The provider side's own businesses and jobs live in its seed.
 */

const SEEDED_AT = "2025-01-06T09:00:00.000+07:00";
/** Far enough ahead that the generated jobs stay open on a developer's machine. */
const OPEN_UNTIL = "2027-12-31T23:59:00+07:00";

/** Kedai Kopi Teduh, Hendra's business: its job j-9000 has Rina's application. */
export const SEEKER_DEMO_COMPANY_ID = "c-9-kedai-teduh";

const SEEKER_SEED_COMPANIES: readonly StoredCompany[] = [
  { companyId: SEEKER_DEMO_COMPANY_ID, name: "Kedai Kopi Teduh", district: "Tebet", city: "Jakarta Selatan", categoryId: "fnb" },
  { companyId: "c-9-sumber-rejeki", name: "Toko Sumber Rejeki", district: "Kelapa Gading", city: "Jakarta Utara", categoryId: "retail" },
  { companyId: "c-9-wisma-anggrek", name: "Wisma Anggrek", district: "Menteng", city: "Jakarta Pusat", categoryId: "hospitality" },
  { companyId: "c-9-bakmi-jaya", name: "Bakmi Jaya Abadi", district: "Grogol Petamburan", city: "Jakarta Barat", categoryId: "fnb" },
  { companyId: "c-9-gudang-cepat", name: "Gudang Kirim Cepat", district: "Cakung", city: "Jakarta Timur", categoryId: "logistics" },
  { companyId: "c-9-mart-sejahtera", name: "Sejahtera Mart", district: "Serpong", city: "Tangerang Selatan", categoryId: "retail" },
  { companyId: "c-9-penginapan-puncak", name: "Penginapan Sejuk Bogor", district: "Bogor Tengah", city: "Bogor", categoryId: "hospitality" },
  { companyId: "c-9-ayam-geprek", name: "Ayam Geprek Mantap", district: "Beji", city: "Depok", categoryId: "fnb" },
];

const POSITIONS: Readonly<Record<string, readonly string[]>> = {
  fnb: ["Waiter", "Barista", "Cook", "Kitchen Helper", "Cashier"],
  retail: ["Shop Assistant", "Cashier", "Stock Keeper", "Merchandiser"],
  hospitality: ["Housekeeping", "Front Desk", "Bellboy", "Laundry Attendant"],
  logistics: ["Warehouse Helper", "Packer", "Courier"],
};
const STREETS = ["Jl. Raya", "Jl. Merdeka", "Jl. Melati", "Jl. Kenanga", "Jl. Sudirman", "Jl. Mawar", "Jl. Cempaka"];

const pick = <A>(list: readonly A[], i: number): A => {
  const value = list[i % list.length];
  if (value === undefined) throw new Error("empty seed list");
  return value;
};

/** A small, repeatable offset (about ±1 km) so jobs of one district do not sit on one pin. */
const jitter = (i: number, salt: number): number => (((i * 7919 + salt * 104_729) % 2001) - 1000) / 100_000;

const generatedJob = (i: number): typeof Job.Encoded => {
  const company = pick(SEEKER_SEED_COMPANIES, i);
  const { companyId, categoryId: category } = company;
  const area = pick(SERVICE_AREAS, i * 5 + 3);
  const partTime = i % 3 !== 0;
  const daily = partTime && i % 2 === 0;
  const base = daily ? 120_000 + (i % 8) * 10_000 : 4_500_000 + (i % 12) * 250_000;
  const confidential = i % 17 === 5;
  const expired = i === 198;
  const closed = i === 199;
  return {
    jobId: `j-9${String(i).padStart(3, "0")}`,
    businessId: companyId,
    companyId,
    createdBy: companyId === SEEKER_DEMO_COMPANY_ID ? DEMO_ACCOUNTS.hendra.userId : `u-9-owner-${companyId}`,
    assignedTo: [],
    position: pick(POSITIONS[category] ?? ["Staff"], i),
    description: `${pick(POSITIONS[category] ?? ["Staff"], i)} untuk cabang ${area.district}. Ramah, jujur, dan siap bekerja dalam tim.`,
    salary: { minimum: base, maximum: Math.round(base * 1.2), confidential, unit: daily ? "day" : "month" },
    location: {
      address: `${pick(STREETS, i)} No. ${(i % 97) + 1}, ${area.district}`,
      district: area.district,
      city: area.city,
      point: { lat: Number((area.point.lat + jitter(i, 1)).toFixed(5)), lng: Number((area.point.lng + jitter(i, 2)).toFixed(5)) },
    },
    vacancies: (i % 4) + 1,
    category,
    workHours: partTime ? "17:00 - 22:00" : "08:00 - 17:00",
    dayOff: partTime ? "Senin" : "Minggu",
    workFromHome: false,
    ageLimit: i % 11 === 0 ? { min: 18, max: 35 } : null,
    genderLimit: "all",
    period: { start: "2026-12-01", end: partTime ? "2027-02-28" : null },
    paymentSchedule: daily ? "daily" : "monthly",
    jobType: partTime ? "partTime" : "fullTime",
    expiresAt: expired ? "2025-06-30T23:59:00+07:00" : OPEN_UNTIL,
    priority: i % 23 === 0,
    photos: [`/app/job-photos/${category}.svg`],
    status: closed ? "closed" : "open",
  };
};

export const GENERATED_JOB_COUNT = 200;
const decodeJob = Schema.decodeSync(Job);
const decodeProfile = Schema.decodeUnknownSync(SeekerProfile);
const seekerSeedJobs = (): Job[] => Array.from({ length: GENERATED_JOB_COUNT }, (_, i) => decodeJob(generatedJob(i)));

const seeker = (a: { phone: string; userId: string; fullName: string }, idVerified: boolean): StoredAccount => ({
  ...a,
  roles: ["seeker"],
  activeRole: "seeker",
  idVerified,
  createdAt: SEEDED_AT,
});

/** The seeded seekers, and Hendra (the employer of the seeker demo: Admin of Kedai Kopi Teduh). */
const SEEKER_SEED_ACCOUNTS: readonly StoredAccount[] = [
  seeker(DEMO_ACCOUNTS.seeker, true),
  seeker(DEMO_ACCOUNTS.seekerSmsOnly, false),
  seeker(DEMO_ACCOUNTS.rina, true),
  {
    ...DEMO_ACCOUNTS.hendra,
    roles: ["provider"],
    activeRole: "provider",
    idVerified: true,
    companyId: SEEKER_DEMO_COMPANY_ID,
    companyRole: "admin",
    createdAt: SEEDED_AT,
  },
];

/** Rina's profile: complete, every section filled. The other seeded profiles start from it. */
const RINA_PROFILE = {
  fullName: "Rina Wulandari",
  gender: "female",
  dateOfBirth: "1998-04-12",
  experience: [{ businessName: "Kopi Kenangan", industry: "fnb", position: "Barista", level: "staff", lengthMonths: 18 }],
  education: [{ school: "SMK Negeri 27 Jakarta", major: "Tata Boga", from: "2013-07", to: "2016-06" }],
  address: "Jl. Tebet Raya 12, Tebet",
  preferredPositions: ["Barista"],
  preferredLocations: ["Tebet"],
  badges: [],
  skills: ["Latte art"],
  assets: [],
  certificates: [],
  portfolio: [{ kind: "image", url: "https://cdn.gawe.id/p/1.jpg" }],
  aboutMe: "Ramah dan cekatan.",
  expectedMonthlySalary: 5_500_000,
  minimumMonthlySalary: 4_800_000,
  openToOffers: true,
  cvUrl: "https://cdn.gawe.id/cv/rina.pdf",
  introVideoId: null,
};

/** A seeded seeker's profile: Rina's complete one with the given changes (provider states use it too). */
export const seededProfile = (userId: string, changes: Partial<typeof SeekerProfileInput.Encoded> = {}): SeekerProfile =>
  decodeProfile({ ...RINA_PROFILE, ...changes, userId });

/** A profile with a name, gender and birth date only (Agus's, and the provider states' "bare" seekers). */
export const bareProfile = (userId: string, basics: Pick<typeof SeekerProfileInput.Encoded, "fullName" | "gender" | "dateOfBirth">): SeekerProfile =>
  seededProfile(userId, {
    ...basics,
    experience: [],
    education: [],
    address: "",
    preferredPositions: [],
    preferredLocations: [],
    skills: [],
    portfolio: [],
    aboutMe: "",
    expectedMonthlySalary: null,
    minimumMonthlySalary: null,
    cvUrl: null,
  });

const seekerSeedProfiles = (): SeekerProfile[] => [
  seededProfile(DEMO_ACCOUNTS.seeker.userId, { fullName: DEMO_ACCOUNTS.seeker.fullName, dateOfBirth: "1999-03-08", preferredLocations: ["Kebayoran Baru", "Tebet"], cvUrl: seededCvUrl("siti") }),
  bareProfile(DEMO_ACCOUNTS.seekerSmsOnly.userId, { fullName: DEMO_ACCOUNTS.seekerSmsOnly.fullName, gender: "male", dateOfBirth: "2001-09-17" }),
  seededProfile(DEMO_ACCOUNTS.rina.userId, { cvUrl: seededCvUrl("rina") }),
];

const seekerSeedApplications = (): StoredApplication[] => [
  { applicationId: "a-9-rina-1", jobId: "j-9000", seekerUserId: DEMO_ACCOUNTS.rina.userId, status: "applied", createdAt: "2026-11-20T10:15:00.000+07:00" },
];

/** What the seekers' seed adds: the seekers and Hendra, his company, the generated jobs, the profiles, Rina's application. */
export const withSeekerSeed = (db: Db): Db => ({
  ...db,
  accounts: [...db.accounts, ...SEEKER_SEED_ACCOUNTS],
  companies: [...db.companies, ...SEEKER_SEED_COMPANIES],
  jobs: [...db.jobs, ...seekerSeedJobs()],
  seekerProfiles: [...db.seekerProfiles, ...seekerSeedProfiles()],
  applications: [...db.applications, ...seekerSeedApplications()],
});
