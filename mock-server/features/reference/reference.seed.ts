import type { Db } from "../../store/db.schema";

const bilingual = (en: string, id: string) => ({ en, id });

/** Reference data json-server serves read-only: job categories with their positions, and the FAQ. */
export const withReferenceSeed = (db: Db): Db => ({
  ...db,
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
});
