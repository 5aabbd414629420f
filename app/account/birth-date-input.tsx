/**
 * The birth date as day, month and year inputs in the order the viewer's language writes dates
 * (a native date input shows the browser's own format, e.g. mm/dd/yyyy to a British viewer). They
 * post `birthDate.year`, `.month`, `.day`; the action joins them (`dateValue` of blocks/fields/rules/date-parts). Digits stay left
 * to right in every language. A route that shows it links `birthDateStyles`.
 */
import { useState } from 'react';
import { acceptDatePart, datePartMaxLength, datePartOrder, splitDate, type DatePart, type DateParts } from '../../blocks/fields/rules/date-parts';
import { useT, type LabelKey } from '~/labels/labels';
export { default as birthDateStyles } from './birth-date-input.css';

const LABEL: Record<DatePart, LabelKey> = { year: 'dateYear', month: 'dateMonth', day: 'dateDay' };
const PLACEHOLDER: Record<DatePart, LabelKey> = { year: 'yyyy', month: 'mm', day: 'dd' };

export function BirthDateInput({
  name,
  locale,
  defaultValue,
  invalid,
  describedBy,
}: {
  name: string;
  locale: string;
  defaultValue: string;
  invalid: boolean;
  describedBy?: string;
}) {
  const t = useT();
  const [parts, setParts] = useState<DateParts>(() => splitDate(defaultValue));
  return (
    <span className="date-parts" dir="ltr">
      {datePartOrder(locale).map((part) => (
        <input
          key={part}
          name={`${name}.${part}`}
          className={`date-parts__${part}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={`bday-${part}`}
          maxLength={datePartMaxLength(part)}
          placeholder={t(PLACEHOLDER[part])}
          aria-label={t(LABEL[part])}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={parts[part]}
          onChange={(event) => {
            const text = event.target.value;
            setParts((current) => ({ ...current, [part]: acceptDatePart(part, current[part], text) }));
          }}
        />
      ))}
    </span>
  );
}
