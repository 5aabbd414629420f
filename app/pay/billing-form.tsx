/**
 * The billing-details form a 424 BASKET_REQUIREMENTS_FAILED asks for: the fields the
 * platform said are missing, built from the billing country's requirements. Saving retries
 * the payment with the method already chosen (a fresh Idempotency-Key: this is a new attempt).
 */
import { Form, useNavigation } from '@remix-run/react';
import { useKeyText, useT } from '~/labels/labels';
import type { BillingField } from '~/commerce/billing-fields';
import type { PayChoice } from '~/commerce/pay.server';
import { BirthDateInput } from '~/account/birth-date-input';

interface Props {
  /** `dateLocale`: the order the birth date's parts are written in. */
  data: { idempotencyKey: string; from: string; dateLocale: string };
  retry: PayChoice;
  fields: BillingField[];
  errors: Record<string, string>;
}

export function BillingForm({ data, retry, fields, errors }: Props) {
  const t = useT();
  const keyText = useKeyText();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <section className="pay__panel" aria-labelledby="billing-title" data-testid="billing-form">
      <h2 id="billing-title">{t('billingDetailsTitle')}</h2>
      <p>{t('billingDetailsIntro')}</p>
      <Form method="post" className="billing-form">
        <input type="hidden" name="intent" value="billing" />
        <input type="hidden" name="provider" value={retry.provider} />
        <input type="hidden" name="methodType" value={retry.methodType} />
        <input type="hidden" name="paymentMethod" value={retry.paymentMethod ?? ''} />
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        <input type="hidden" name="from" value={data.from} />
        {fields.map((field) => {
          const id = `billing-${field.name}`;
          const error = errors[field.name];
          const describedBy = error ? `${id}-error` : undefined;
          if (field.kind === 'date') {
            // The product's three-part date (day, month, year in the viewer's order), as on the account page.
            return (
              <div className="billing-field" key={field.name} role="group" aria-labelledby={`${id}-label`}>
                <span id={`${id}-label`} className="billing-field__label">
                  {keyText(field.labelKey)}
                </span>
                <BirthDateInput name={field.name} locale={data.dateLocale} defaultValue="" invalid={Boolean(error)} describedBy={describedBy} />
                {error ? (
                  <p id={`${id}-error`} className="form-error">
                    {keyText(error)}
                  </p>
                ) : null}
              </div>
            );
          }
          return (
            <div className="billing-field" key={field.name}>
              <label htmlFor={id}>{keyText(field.labelKey)}</label>
              {field.kind === 'select' ? (
                <select
                  id={id}
                  name={field.name}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                  autoComplete={field.autoComplete}
                  defaultValue=""
                >
                  <option value="" disabled>
                    —
                  </option>
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  name={field.name}
                  type="text"
                  required
                  maxLength={200}
                  autoComplete={field.autoComplete}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                />
              )}
              {error ? (
                <p id={`${id}-error`} className="form-error">
                  {keyText(error)}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('billingSaveAndPay')}
        </button>
      </Form>
    </section>
  );
}
