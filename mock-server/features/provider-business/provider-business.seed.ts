import { Schema } from "effect";
import { Job } from "../../../domain/job/job.schema";
import { HOUR_MS, toWibIso } from "../../../domain/shared/wib-time";
import type { Db, StoredAccount, StoredApplication, StoredCompany } from "../../store/db.schema";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { StoredBusiness } from "../../store/provider.db-schema";

/**
 * Provider seed of issue 4: verified businesses across Jabodetabek with open, closed, draft and
 * priority jobs in F&B, retail and hospitality, at real districts with real coordinates (the
 * seekers' "jobs near me" reads them). Job ids start with "j-1".
 *
 * Priority expiries are relative to the hour the seed is made in, so a fresh seed (mock:reset, a
 * new e2e run) always shows the five coupon alerts: see docs/business-rules.md.
 */

/** Bu Tini's business: Budi is its Admin, Dewi an accepted Member, Lina a Member under review. */
export const DEMO_COMPANY = {
  companyId: "c-warung-bu-tini",
  name: "Warung Makan Sederhana Bu Tini",
  district: "Kebayoran Baru",
  city: "Jakarta Selatan",
  categoryId: "fnb",
} as const;

export const SEEDED_BUSINESS_IDS = {
  warung: DEMO_COMPANY.companyId,
  kopi: "c-kopi-senja",
  toko: "c-toko-serba-ada",
  hotel: "c-hotel-melati",
} as const;

/** The seeded job with an applicant: its edit is refused (e2e, Pact). */
export const JOB_WITH_APPLICANT = "j-1001";
/** An open job of Bu Tini's business without applicants: editable, closable. */
export const EDITABLE_JOB = "j-1005";

const SEEDED_AT = "2025-01-06T09:00:00.000+07:00";

const LATER = "2027-06-30T23:59:00+07:00";


const place = (address: string, district: string, city: string, lat: number, lng: number) => ({ address, district, city, point: { lat, lng } });

const PLACES = {
  kebayoranBaru: place("Jl. Panglima Polim IX No. 12", "Kebayoran Baru", "Jakarta Selatan", -6.2433, 106.7985),
  kemang: place("Jl. Kemang Raya No. 27", "Mampang Prapatan", "Jakarta Selatan", -6.2607, 106.8137),
  grogol: place("Jl. Dr. Susilo Raya No. 5", "Grogol Petamburan", "Jakarta Barat", -6.1667, 106.7897),
  cipondoh: place("Jl. KH Hasyim Ashari No. 88", "Cipondoh", "Tangerang", -6.1873, 106.6772),
  jatinegara: place("Jl. Jatinegara Barat No. 140", "Jatinegara", "Jakarta Timur", -6.2153, 106.8703),
  beji: place("Jl. Margonda Raya No. 358", "Beji", "Depok", -6.3703, 106.8317),
  serpong: place("Jl. Raya Serpong No. 21", "Serpong", "Tangerang Selatan", -6.301, 106.652),
  bekasiSelatan: place("Jl. Ahmad Yani No. 1", "Bekasi Selatan", "Bekasi", -6.2478, 106.9929),
  bogorTengah: place("Jl. Suryakencana No. 45", "Bogor Tengah", "Bogor", -6.6042, 106.7997),
  menteng: place("Jl. Cikini Raya No. 60", "Menteng", "Jakarta Pusat", -6.1896, 106.8387),
  kelapaGading: place("Jl. Boulevard Raya Blok M No. 3", "Kelapa Gading", "Jakarta Utara", -6.1588, 106.9056),
} as const;

const account = (
  a: { phone: string; userId: string; fullName: string },
  companyId?: string,
  companyRole?: "admin" | "member",
  idVerified = true,
): StoredAccount => ({
  ...a,
  roles: ["provider"],
  activeRole: "provider",
  idVerified,
  ...(companyId === undefined ? {} : { companyId }),
  ...(companyRole === undefined ? {} : { companyRole }),
  createdAt: SEEDED_AT,
});

export const seedProviderAccounts = (): StoredAccount[] => [
  account(DEMO_ACCOUNTS.providerAdmin, SEEDED_BUSINESS_IDS.warung, "admin"),
  account(DEMO_ACCOUNTS.providerMember, SEEDED_BUSINESS_IDS.warung, "member", false),
  account(DEMO_ACCOUNTS.kopiAdmin, SEEDED_BUSINESS_IDS.kopi, "admin"),
  account(DEMO_ACCOUNTS.tokoAdmin, SEEDED_BUSINESS_IDS.toko, "admin"),
  account(DEMO_ACCOUNTS.hotelAdmin, SEEDED_BUSINESS_IDS.hotel, "admin"),
  account(DEMO_ACCOUNTS.newProvider),
  account(DEMO_ACCOUNTS.newProvider2),
  account(DEMO_ACCOUNTS.pendingMember, SEEDED_BUSINESS_IDS.warung, "member"),
];

interface BusinessSeed {
  readonly id: string;
  readonly name: string;
  readonly brand: string;
  readonly owner: string;
  readonly place: (typeof PLACES)[keyof typeof PLACES];
  readonly industry: "fnb" | "retail" | "hospitality";
  readonly scale: "1-10" | "11-50" | "51-200";
  readonly phone: string;
  readonly email: string;
  readonly description: string;
  readonly coupons: number;
  readonly pendingMembers?: readonly string[];
  /** One of our files in ui/public/business-logos; Bu Tini's business has none, so the seeker sees her initials. */
  readonly logo?: string;
  /** Ours in ui/public/business-photos: what its business page shows (issue 22). */
  readonly photos?: readonly string[];
}

const BUSINESSES: readonly BusinessSeed[] = [
  {
    id: SEEDED_BUSINESS_IDS.warung, name: "Warung Makan Sederhana Bu Tini", brand: "Warung Bu Tini", owner: DEMO_ACCOUNTS.providerAdmin.userId,
    place: PLACES.kebayoranBaru, industry: "fnb", scale: "11-50", phone: "81311112222", email: "halo@warungbutini.co.id",
    description: "Home-style Betawi and Javanese food near Blok M since 1998.", coupons: 3, pendingMembers: [DEMO_ACCOUNTS.pendingMember.userId],
  },
  {
    id: SEEDED_BUSINESS_IDS.kopi, name: "Kopi Senja Kemang", brand: "Kopi Senja", owner: DEMO_ACCOUNTS.kopiAdmin.userId,
    place: PLACES.kemang, industry: "fnb", scale: "11-50", phone: "81322223333", email: "hr@kopisenja.id",
    description: "Specialty coffee bars in Kemang, Grogol, Cipondoh and Jatinegara.", coupons: 0, logo: "/app/business-logos/kopi-senja.svg",
    photos: ["/app/business-photos/kopi-senja-bar.svg", "/app/business-photos/kopi-senja-seats.svg"],
  },
  {
    id: SEEDED_BUSINESS_IDS.toko, name: "Toko Serba Ada Margonda", brand: "TSA Mart", owner: DEMO_ACCOUNTS.tokoAdmin.userId,
    place: PLACES.beji, industry: "retail", scale: "51-200", phone: "81333334444", email: "rekrutmen@tsamart.co.id",
    description: "Neighbourhood minimarkets in Depok, Serpong, Bekasi and Bogor.", coupons: 1, logo: "/app/business-logos/tsa-mart.svg",
  },
  {
    id: SEEDED_BUSINESS_IDS.hotel, name: "Hotel Melati Cikini", brand: "Hotel Melati", owner: DEMO_ACCOUNTS.hotelAdmin.userId,
    place: PLACES.menteng, industry: "hospitality", scale: "51-200", phone: "81344445555", email: "people@hotelmelati.id",
    description: "Budget hotels in Menteng and Kelapa Gading.", coupons: 2, logo: "/app/business-logos/hotel-melati.svg",
  },
];

const decodeBusiness = Schema.decodeUnknownSync(StoredBusiness);
const decodeJob = Schema.decodeUnknownSync(Job);

export const seedBusinesses = (): StoredBusiness[] =>
  BUSINESSES.map((b) =>
    decodeBusiness({
      businessId: b.id,
      registeredName: b.name,
      brandName: b.brand,
      staffScale: b.scale,
      location: b.place,
      description: b.description,
      industry: b.industry,
      contactPhone: b.phone,
      email: b.email,
      ...(b.logo === undefined ? {} : { logoUrl: b.logo }),
      photos: b.photos ?? [],
      legalDocuments: [{ kind: "NIB", number: "9120001234567" }],
      verifiedAt: "2025-01-07T10:00:00.000+07:00",
      lastNameChangeAt: null,
      ownerUserId: b.owner,
      pendingMembers: b.pendingMembers ?? [],
      verification: {
        status: "approved",
        documents: [{ kind: "NIB", number: "9120001234567", photoUrl: "https://cdn.gawe.test/docs/nib.jpg" }],
        submittedAt: "2025-01-06T10:00:00.000+07:00",
        decidedAt: "2025-01-07T10:00:00.000+07:00",
      },
      coupons: b.coupons,
      createdAt: SEEDED_AT,
    }),
  );

/**
 * The companies other seeds bring (the seeker seed's employers of its 200 generated jobs) are
 * businesses too, verified, with the place of their first job: so their Admins (Hendra) see their
 * jobs and applicants on the provider home instead of "no business yet".
 */
const businessesOfOtherSeeds = (db: Db, known: readonly StoredBusiness[]): StoredBusiness[] =>
  db.companies
    .filter((c) => !known.some((b) => b.businessId === c.companyId))
    .flatMap((c, i) => {
      const place = db.jobs.find((j) => j.businessId === c.companyId)?.location;
      const owner = db.accounts.find((a) => a.companyId === c.companyId && a.companyRole === "admin")?.userId ?? `u-9-owner-${c.companyId}`;
      if (place === undefined) return [];
      return [
        decodeBusiness({
          ...seedBusinesses()[0],
          businessId: c.companyId,
          registeredName: c.name,
          brandName: c.name,
          staffScale: "11-50",
          location: place,
          description: c.name,
          industry: c.categoryId,
          contactPhone: `8139000${String(1000 + i)}`,
          email: `hr@${c.companyId.replace(/^c-9-/, "")}.example.id`,
          ownerUserId: owner,
          pendingMembers: [],
          coupons: 0,
        }),
      ];
    });

/** The seeded businesses as companies (the session's view of them). */
export const seedCompanies = (): StoredCompany[] =>
  BUSINESSES.map((b) => ({
    companyId: b.id,
    name: b.name,
    district: b.place.district,
    city: b.place.city,
    categoryId: b.industry,
  }));

type JobSeed = {
  readonly id: string;
  readonly business: string;
  readonly by: string;
  readonly position: string;
  readonly place: (typeof PLACES)[keyof typeof PLACES];
  readonly type: "partTime" | "fullTime";
  readonly salary: readonly [number | null, number | null, "hour" | "day" | "week" | "month"];
  readonly status: "draft" | "open" | "closed";
  /** Hours from the seed's moment for priority jobs; a fixed date otherwise. */
  readonly priorityInHours?: number;
  readonly description: string;
  readonly vacancies?: number;
};

const J = (seed: JobSeed): JobSeed => seed;

const JOBS: readonly JobSeed[] = [
  J({ id: JOB_WITH_APPLICANT, business: SEEDED_BUSINESS_IDS.warung, by: DEMO_ACCOUNTS.providerAdmin.userId, position: "Waiter", place: PLACES.kebayoranBaru, type: "partTime", salary: [120_000, 150_000, "day"], status: "open", description: "Serve guests during the lunch rush, keep tables clean and take orders.", vacancies: 2 }),
  J({ id: "j-1002", business: SEEDED_BUSINESS_IDS.warung, by: DEMO_ACCOUNTS.providerAdmin.userId, position: "Cook", place: PLACES.kebayoranBaru, type: "fullTime", salary: [4_500_000, 5_500_000, "month"], status: "open", priorityInHours: 12, description: "Cook Betawi dishes for 150 portions a day; experience with soto and gado-gado preferred." }),
  J({ id: "j-1003", business: SEEDED_BUSINESS_IDS.warung, by: DEMO_ACCOUNTS.providerAdmin.userId, position: "Kitchen Helper", place: PLACES.kebayoranBaru, type: "partTime", salary: [100_000, 120_000, "day"], status: "draft", description: "Prepare vegetables and wash dishes." }),
  J({ id: "j-1004", business: SEEDED_BUSINESS_IDS.warung, by: DEMO_ACCOUNTS.providerAdmin.userId, position: "Cashier", place: PLACES.kebayoranBaru, type: "partTime", salary: [110_000, 130_000, "day"], status: "closed", description: "Handle cash and QRIS payments." }),
  J({ id: EDITABLE_JOB, business: SEEDED_BUSINESS_IDS.warung, by: DEMO_ACCOUNTS.providerAdmin.userId, position: "Dishwasher", place: PLACES.kebayoranBaru, type: "partTime", salary: [90_000, 110_000, "day"], status: "open", description: "Keep the kitchen clean during evening service." }),
  J({ id: "j-1006", business: SEEDED_BUSINESS_IDS.warung, by: DEMO_ACCOUNTS.providerAdmin.userId, position: "Delivery Rider", place: PLACES.kebayoranBaru, type: "partTime", salary: [130_000, 160_000, "day"], status: "open", priorityInHours: -6, description: "Deliver catering orders around Kebayoran Baru with your own motorbike." }),
  J({ id: "j-1007", business: SEEDED_BUSINESS_IDS.warung, by: DEMO_ACCOUNTS.providerMember.userId, position: "Barista", place: PLACES.kebayoranBaru, type: "partTime", salary: [120_000, 140_000, "day"], status: "open", priorityInHours: 10 * 24, description: "Make iced coffee and tea drinks at our new counter." }),
  J({ id: "j-1101", business: SEEDED_BUSINESS_IDS.kopi, by: DEMO_ACCOUNTS.kopiAdmin.userId, position: "Barista", place: PLACES.kemang, type: "partTime", salary: [130_000, 160_000, "day"], status: "open", priorityInHours: 6, description: "Espresso bar shifts; latte art is a plus." }),
  J({ id: "j-1102", business: SEEDED_BUSINESS_IDS.kopi, by: DEMO_ACCOUNTS.kopiAdmin.userId, position: "Barista", place: PLACES.grogol, type: "partTime", salary: [125_000, 150_000, "day"], status: "open", priorityInHours: -3, description: "Morning shift near Universitas Trisakti." }),
  J({ id: "j-1103", business: SEEDED_BUSINESS_IDS.kopi, by: DEMO_ACCOUNTS.kopiAdmin.userId, position: "Waiter", place: PLACES.cipondoh, type: "partTime", salary: [110_000, 130_000, "day"], status: "open", description: "Serve guests on weekends." }),
  J({ id: "j-1104", business: SEEDED_BUSINESS_IDS.kopi, by: DEMO_ACCOUNTS.kopiAdmin.userId, position: "Cashier", place: PLACES.jatinegara, type: "fullTime", salary: [4_800_000, 5_200_000, "month"], status: "open", description: "Cashier for our Jatinegara store, 6 days a week." }),
  J({ id: "j-1201", business: SEEDED_BUSINESS_IDS.toko, by: DEMO_ACCOUNTS.tokoAdmin.userId, position: "Shop Assistant", place: PLACES.beji, type: "fullTime", salary: [4_600_000, 5_000_000, "month"], status: "open", description: "Restock shelves and help customers near Universitas Indonesia." }),
  J({ id: "j-1202", business: SEEDED_BUSINESS_IDS.toko, by: DEMO_ACCOUNTS.tokoAdmin.userId, position: "Stock Keeper", place: PLACES.serpong, type: "fullTime", salary: [4_900_000, 5_400_000, "month"], status: "open", description: "Receive deliveries and count stock in the Serpong warehouse." }),
  J({ id: "j-1203", business: SEEDED_BUSINESS_IDS.toko, by: DEMO_ACCOUNTS.tokoAdmin.userId, position: "Cashier", place: PLACES.bekasiSelatan, type: "partTime", salary: [115_000, 135_000, "day"], status: "open", description: "Evening cashier shifts." }),
  J({ id: "j-1204", business: SEEDED_BUSINESS_IDS.toko, by: DEMO_ACCOUNTS.tokoAdmin.userId, position: "Merchandiser", place: PLACES.bogorTengah, type: "partTime", salary: [null, null, "day"], status: "closed", description: "Arrange promotional displays." }),
  J({ id: "j-1301", business: SEEDED_BUSINESS_IDS.hotel, by: DEMO_ACCOUNTS.hotelAdmin.userId, position: "Housekeeping", place: PLACES.menteng, type: "fullTime", salary: [4_900_000, 5_300_000, "month"], status: "open", description: "Clean and prepare 40 rooms with a team of five." }),
  J({ id: "j-1302", business: SEEDED_BUSINESS_IDS.hotel, by: DEMO_ACCOUNTS.hotelAdmin.userId, position: "Front Desk", place: PLACES.kelapaGading, type: "fullTime", salary: [5_200_000, 6_000_000, "month"], status: "open", description: "Check guests in and out; English conversation required." }),
  J({ id: "j-1303", business: SEEDED_BUSINESS_IDS.hotel, by: DEMO_ACCOUNTS.hotelAdmin.userId, position: "Laundry Attendant", place: PLACES.menteng, type: "partTime", salary: [100_000, 120_000, "day"], status: "closed", description: "Wash and fold linen." }),
];

export const seedJobs = (seedNow: number): Job[] =>
  JOBS.map((j) =>
    decodeJob({
      jobId: j.id,
      businessId: j.business,
      companyId: j.business,
      createdBy: j.by,
      assignedTo: [],
      position: j.position,
      description: j.description,
      salary: { minimum: j.salary[0], maximum: j.salary[1], confidential: j.salary[0] === null, unit: j.salary[2] },
      location: j.place,
      vacancies: j.vacancies ?? 1,
      category: j.business === SEEDED_BUSINESS_IDS.toko ? "retail" : j.business === SEEDED_BUSINESS_IDS.hotel ? "hospitality" : "fnb",
      workHours: j.type === "fullTime" ? "08:00-17:00" : "10:00-15:00",
      dayOff: "Sunday",
      workFromHome: false,
      ageLimit: j.type === "fullTime" ? { min: 18, max: 40 } : null,
      genderLimit: "all",
      period: j.type === "fullTime" ? { start: "2025-02-01", end: null } : { start: "2026-12-01", end: "2027-02-28" },
      paymentSchedule: j.type === "fullTime" ? "monthly" : "daily",
      jobType: j.type,
      expiresAt: j.priorityInHours === undefined ? LATER : toWibIso(seedNow + j.priorityInHours * HOUR_MS),
      priority: j.priorityInHours !== undefined,
      photos: [],
      status: j.status,
    }),
  );

/** The one application issue 4 needs: it makes JOB_WITH_APPLICANT refuse edits. */
export const seedProviderApplications = (): StoredApplication[] => [
  { applicationId: "a-1001", jobId: JOB_WITH_APPLICANT, seekerUserId: DEMO_ACCOUNTS.seeker.userId, status: "applied", createdAt: "2025-01-08T09:30:00.000+07:00" },
];

/** Priority expiries count from the start of the current hour, so two seeds made together are equal. */
const seedHour = (): number => Math.floor(Date.now() / HOUR_MS) * HOUR_MS;

/** What the provider seed adds to the seed of the features before it (features/registry.ts). */
export const withProviderSeed = (db: Db, seedNow: number = seedHour()): Db => ({
  ...db,
  accounts: [...db.accounts, ...seedProviderAccounts()],
  companies: [...db.companies, ...seedCompanies()],
  businesses: [...seedBusinesses(), ...businessesOfOtherSeeds(db, seedBusinesses())],
  providerProfiles: [
    { userId: DEMO_ACCOUNTS.providerAdmin.userId, gender: "male", position: "Owner", workEmail: "budi@warungbutini.co.id", workEmailVerified: false },
    { userId: DEMO_ACCOUNTS.providerMember.userId, gender: "female", position: "Store Manager", workEmailVerified: false },
  ],
  jobs: [...db.jobs, ...seedJobs(seedNow)],
  applications: [...db.applications, ...seedProviderApplications()],
});


