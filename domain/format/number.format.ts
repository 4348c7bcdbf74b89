const grouping = new Intl.NumberFormat("id-ID", { useGrouping: true, maximumFractionDigits: 0 });

/**
 * Thousands with dot grouping ("1.500.000"). Only the digits of the input count, so a pasted
 * "Rp 1,500,000" formats too; zero, negative or digit-less input gives "" (an empty field).
 */
export const formatThousands = (input: number | string): string => {
  if (typeof input === "number") {
    if (!Number.isFinite(input) || input <= 0) return "";
    return grouping.format(BigInt(Math.trunc(input)));
  }
  if (/^\s*-/.test(input)) return "";
  const digits = input.replace(/\D/g, "");
  if (digits === "" || /^0+$/.test(digits)) return "";
  return grouping.format(BigInt(digits));
};

/** The number a thousands field holds: its digits, 0 when there are none. */
export const parseThousands = (text: string): number => {
  const digits = text.replace(/\D/g, "");
  return digits === "" ? 0 : Number(digits);
};

/** "Rp1.500.000"; empty amounts stay empty like the field formatter. */
export const formatRupiah = (amount: number): string => {
  const n = formatThousands(amount);
  return n === "" ? "Rp0" : `Rp${n}`;
};

/** "-Rp1.500.000" below zero, else as `formatRupiah`: a signed ledger balance. */
export const formatSignedRupiah = (amount: number): string => (amount < 0 ? `-${formatRupiah(-amount)}` : formatRupiah(amount));
