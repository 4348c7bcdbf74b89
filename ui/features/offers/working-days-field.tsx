import { useId } from "react";
import { useTranslation } from "react-i18next";
import { weekdayNames } from "../../../domain/format/date.format";
import { FieldNotes } from "../../design-system/field-frame";
import { useFormat } from "../../shared/format/use-format";
import { monthsOf } from "./offer-draft";

/**
 * The working days among the offer's dates, as a calendar of toggle buttons (Monday first, one
 * month under another); each button says its full date to a screen reader.
 */
export function WorkingDaysField({
  days,
  selected,
  onChange,
  error,
}: {
  readonly days: readonly string[];
  readonly selected: readonly string[];
  readonly onChange: (days: readonly string[]) => void;
  readonly error: string | null;
}) {
  const { t } = useTranslation("offers");
  const format = useFormat();
  const id = useId();
  const names = weekdayNames(format.language);
  const chosen = new Set(selected);
  const toggle = (date: string) => onChange(chosen.has(date) ? selected.filter((d) => d !== date) : [...selected, date].sort());
  return (
    <fieldset className="of-days" aria-describedby={`${id}-hint ${id}-error`} id="offer-working-days">
      <legend>{t("form.workingDays")}</legend>
      <span className="ds-field__hint" id={`${id}-hint`}>
        {days.length === 0 ? t("form.workingDaysFirst") : t("form.workingDaysCount", { count: selected.length })}
      </span>
      {days.length > 1 && (
        <div className="row">
          <button type="button" className="ds-button ds-button--ghost" onClick={() => onChange(days)}>
            {t("form.allDays")}
          </button>
          <button type="button" className="ds-button ds-button--ghost" onClick={() => onChange([])}>
            {t("form.noDays")}
          </button>
        </div>
      )}
      {monthsOf(days).map(({ month, days: inMonth }) => (
        <div key={month} role="group" aria-label={format.month(month)} className="of-month">
          <p className="of-month__name" aria-hidden="true">
            {format.month(month)}
          </p>
          <div className="of-grid">
            {names.map((name) => (
              <span key={name} className="of-grid__weekday" aria-hidden="true">
                {name.slice(0, 3)}
              </span>
            ))}
            {inMonth.map(({ date, isoWeekday }, i) => (
              <button
                key={date}
                type="button"
                className="of-day"
                style={i === 0 ? { gridColumnStart: isoWeekday } : undefined}
                aria-pressed={chosen.has(date)}
                aria-label={`${names[isoWeekday - 1] ?? ""}, ${format.date(date)}`}
                onClick={() => toggle(date)}
              >
                {Number(date.slice(8, 10))}
              </button>
            ))}
          </div>
        </div>
      ))}
      <FieldNotes id={id} hint={undefined} error={error} />
    </fieldset>
  );
}
