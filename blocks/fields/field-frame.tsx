import type { InputHTMLAttributes, ReactNode } from 'react';
import { useBlockEnvironment } from '../shared/environment';

/** Label, control and error message, wired for assistive technology. */
export function FieldFrame({ name, label, required, error, children }: { name: string; label: string; required: boolean; error?: string; children: (ids: { id: string; errorId: string }) => ReactNode }) {
  const { t } = useBlockEnvironment();
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="blk-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className="blk-field__label">
        {t(label)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({ id, errorId })}
      {error ? (
        <p id={errorId} className="blk-field__error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A framed single-line input: the shared body of the text, email and password field
 * blocks. `input` carries what differs between them (type, autocomplete, lengths, value).
 */
export function FramedInput({
  field,
  error,
  input,
}: {
  field: { name: string; label: string; required: boolean; placeholder?: string };
  error?: string;
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  const { t } = useBlockEnvironment();
  return (
    <FieldFrame name={field.name} label={field.label} required={field.required} error={error}>
      {({ id, errorId }) => (
        <input
          id={id}
          name={field.name}
          className="blk-field__input"
          required={field.required}
          placeholder={field.placeholder ? t(field.placeholder) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
