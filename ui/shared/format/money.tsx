import { formatRupiah } from "../../../domain/format/number.format";

/**
 * An amount as every screen writes it ("Rp1.500.000", the one Rupiah formatter), never broken
 * inside; in a column of amounts (a dl or table) the column sets tabular figures so they line up.
 */
export const Money = ({ amount }: { readonly amount: number }) => <span className="nowrap">{formatRupiah(amount)}</span>;
