import { formatRupiah, formatSignedRupiah } from "../../../domain/format/number.format";

/**
 * An amount as every screen writes it ("Rp1.500.000", the one Rupiah formatter), never broken
 * inside; in a column of amounts (a dl or table) the column sets tabular figures so they line up.
 * `signed`: a change of a balance, "+Rp150.000" or "-Rp50.000" (Rp0 unsigned).
 */
export const Money = ({ amount, signed = false }: { readonly amount: number; readonly signed?: boolean }) => (
  <span className="nowrap">{signed && amount > 0 ? `+${formatRupiah(amount)}` : signed ? formatSignedRupiah(amount) : formatRupiah(amount)}</span>
);
