import "./va-number.css";

/**
 * A virtual account number as a person reads it out and types it at an ATM: groups of four digits
 * with a gap between them, never split over two lines. The gaps are margins, not spaces, so a
 * selection of the number copies the digits alone, as the Copy button does.
 */
export function VaNumber({ number }: { readonly number: string }) {
  const groups = number.match(/\d{1,4}|\D+/g) ?? [number];
  return (
    <span className="pm-va-digits">
      {groups.map((group, i) => (
        <span key={i}>{group}</span>
      ))}
    </span>
  );
}
