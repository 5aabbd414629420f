import { useState } from 'react';
import type { z } from 'zod';
import { useBlockEnvironment } from '../../shared/environment';
import type { BlockRenderProps } from '../../types';
import { FieldError } from '../field-frame';
import { addressInputName, type AddressFieldSpec } from '../rules/address';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

function AddressPart({ name, spec, required, value, error }: { name: string; spec: AddressFieldSpec; required: boolean; value?: string; error?: string }) {
  const { t } = useBlockEnvironment();
  const id = `field-${name.replace('.', '-')}`;
  const common = {
    id,
    name,
    className: 'blk-field__input',
    required,
    defaultValue: value ?? '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="blk-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className="blk-field__label">
        {t(spec.label)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {spec.acceptableValues?.length ? (
        <select {...common}>
          <option value="">{t('selectOption')}</option>
          {spec.acceptableValues.map((option) => (
            <option key={option.value} value={option.value}>
              {option.displayName}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          maxLength={200}
          autoComplete={
            spec.fieldName === 'postalCode'
              ? 'postal-code'
              : spec.fieldName === 'line1'
                ? 'address-line1'
                : spec.fieldName === 'administrativeLevel1'
                  ? 'address-level1'
                  : 'on'
          }
        />
      )}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

/**
 * The country, then what the platform requires for it. Without JS a changed country posts
 * and the page comes back with that country's fields; with JS they switch at once.
 */
export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, FieldContext>) {
  const { t } = useBlockEnvironment();
  const countries = context?.countries ?? [];
  const countryName = addressInputName(props.name, 'country');
  const [country, setCountry] = useState(() => context?.values?.[countryName] ?? context?.defaultCountry ?? '');
  const chosen = countries.find((c) => c.iso3166alpha2 === country);
  const required = props.required || (context?.requiredCountries ?? []).includes(country);
  const countryError = context?.errors?.[countryName];
  const countryId = `field-${props.name}-country`;
  return (
    <fieldset className="blk-field blk-field--address">
      <legend className="blk-field__label">{t(props.label)}</legend>
      <div className="blk-field" data-invalid={countryError ? '' : undefined}>
        <label htmlFor={countryId} className="blk-field__label">
          {t('country')}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <select
          id={countryId}
          name={countryName}
          className="blk-field__input"
          autoComplete="country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${countryId}-error` : undefined}
        >
          <option value="">{t('selectOption')}</option>
          {countries.map((c) => (
            <option key={c.iso3166alpha2} value={c.iso3166alpha2}>
              {c.name}
            </option>
          ))}
        </select>
        {countryError ? <FieldError id={`${countryId}-error`} message={countryError} /> : null}
      </div>
      {chosen?.addressRequiredFields.map((spec) => {
        const name = addressInputName(props.name, spec.fieldName);
        return (
          <AddressPart
            key={`${country}-${spec.fieldName}`}
            name={name}
            spec={spec}
            required={required}
            value={context?.values?.[name]}
            error={context?.errors?.[name]}
          />
        );
      })}
    </fieldset>
  );
}
