import { useRef, useState } from 'react';
import { useBlockEnvironment } from '../shared/environment';
import { FieldError } from './field-frame';
import { acceptDatePart, dateLocale, datePartMaxLength, datePartOrder, isDatePartFull, splitDate, type DatePart, type DateParts } from './rules/date-parts';

const PART_LABEL: Record<DatePart, string> = { year: 'dateYear', month: 'dateMonth', day: 'dateDay' };
const PART_PLACEHOLDER: Record<DatePart, string> = { year: 'yyyy', month: 'mm', day: 'dd' };

/**
 * Year, month and day inputs in the order the locale writes dates.
 * They post `name.year`, `name.month`, `name.day`; the server (and the browser's
 * validation) join them into `yyyy-mm-dd` only when all three are filled. Digits only,
 * within each part's length and maximum; focus moves on when a part is full.
 */
export function DatePartsInput({
  field,
  autoCompletePrefix,
  value,
  error,
  country,
}: {
  field: { name: string; label: string; required: boolean };
  /** `bday` for birth dates: the browser may offer to fill each part. */
  autoCompletePrefix?: 'bday';
  value?: string;
  error?: string;
  country?: string;
}) {
  const { t, locale } = useBlockEnvironment();
  const order = datePartOrder(dateLocale(locale, country));
  const [parts, setParts] = useState<DateParts>(() => splitDate(value));
  const inputs = useRef<Partial<Record<DatePart, HTMLInputElement | null>>>({});
  const id = `field-${field.name}`;
  const errorId = `${id}-error`;

  const change = (part: DatePart, text: string) => {
    const accepted = acceptDatePart(part, parts[part], text);
    setParts((current) => ({ ...current, [part]: accepted }));
    const next = order[order.indexOf(part) + 1];
    if (next && accepted !== parts[part] && isDatePartFull(part, accepted)) {
      inputs.current[next]?.focus();
      inputs.current[next]?.select();
    }
  };

  return (
    <fieldset className="blk-field blk-field--date" data-invalid={error ? '' : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="blk-field__label">
        {t(field.label)}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="blk-field__parts" dir="ltr">
        {order.map((part, index) => (
          <input
            key={part}
            ref={(element) => {
              inputs.current[part] = element;
            }}
            id={index === 0 ? id : `${id}-${part}`}
            name={`${field.name}.${part}`}
            className={`blk-field__input blk-field__part blk-field__part--${part}`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={autoCompletePrefix ? `${autoCompletePrefix}-${part}` : 'off'}
            maxLength={datePartMaxLength(part)}
            placeholder={t(PART_PLACEHOLDER[part])}
            aria-label={t(PART_LABEL[part])}
            aria-invalid={error ? true : undefined}
            required={field.required}
            value={parts[part]}
            onChange={(event) => change(part, event.target.value)}
          />
        ))}
      </div>
      {error ? <FieldError id={errorId} message={error} /> : null}
    </fieldset>
  );
}
