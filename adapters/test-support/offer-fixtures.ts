/** Wire answers of the offer and payment endpoints, as the server writes them (JSON, not decoded). */
const price = { salary: 300_000, serviceFee: 15_000, adminFee: 4_000, total: 319_000 };

export const paymentJson = (over: Record<string, unknown> = {}) => ({
  paymentId: "pay-1",
  offerId: "off-1",
  choice: { method: "virtualAccount", bank: "bca" },
  state: { status: "pending", method: "virtualAccount", amount: 319_000, expiresAt: 1_900_010_800_000 },
  price,
  startedAt: 1_900_000_000_000,
  expiresAt: 1_900_010_800_000,
  virtualAccountNumber: "8808123456789012",
  ewalletCheckoutUrl: null,
  transactionId: null,
  paidAt: null,
  credits: [],
  serverNow: 1_900_000_000_500,
  ...over,
});

export const offerJson = (over: Record<string, unknown> = {}) => ({
  offerId: "off-1",
  terms: {
    jobId: "j-9000",
    seekerId: "u-5",
    // One working day at Rp300.000 (above the wage floor): the salary of `price`.
    schedule: { period: { start: "2030-03-04", end: "2030-03-06" }, workingDays: ["2030-03-04"], hours: { start: "08:00", end: "16:00" } },
    wage: { kind: "daily", dailyWage: 300_000 },
    place: "Jl. Kemang Raya 10",
  },
  jobTitle: "Barista",
  businessId: "b-9",
  businessName: "Kedai Kopi Teduh",
  seekerName: "Rina Wulandari",
  price,
  postedSalary: { minimum: 250_000, maximum: 300_000, confidential: false, unit: "day" },
  state: { status: "paymentPending", amount: 319_000 },
  payments: [paymentJson()],
  history: [{ event: "created", at: 1_900_000_000_000 }],
  createdAt: 1_900_000_000_000,
  serverNow: 1_900_000_000_500,
  ...over,
});
