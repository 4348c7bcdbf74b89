import type { SeekerProfileInput } from "./profile.rules";

/** A complete, adult profile (every section filled): tests and seed data start from it. */
export const completeProfile = (overrides: Partial<SeekerProfileInput> = {}): SeekerProfileInput =>
  ({
    fullName: "Rina Wulandari",
    gender: "female",
    dateOfBirth: "1998-04-12",
    experience: [{ businessName: "Kopi Kenangan", industry: "fnb", position: "Barista", level: "staff", lengthMonths: 18 }],
    education: [{ school: "SMK Negeri 27 Jakarta", major: "Tata Boga", from: "2013-07", to: "2016-06" }],
    address: "Jl. Tebet Raya 12, Tebet",
    preferredPositions: ["Barista"],
    preferredLocations: ["Tebet"],
    skills: ["Latte art"],
    assets: [],
    certificates: [],
    portfolio: [{ kind: "image", url: "https://cdn.gawe.id/p/1.jpg" }],
    aboutMe: "Ramah dan cekatan.",
    expectedMonthlySalary: 5_500_000,
    minimumMonthlySalary: 4_800_000,
    openToOffers: true,
    cvUrl: "https://cdn.gawe.id/cv/rina.pdf",
    ...overrides,
  }) as SeekerProfileInput;

