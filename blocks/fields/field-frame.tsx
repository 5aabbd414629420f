import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useBlockEnvironment } from '../shared/environment';

/** Label, control and error message, wired for assistive technology. */
export function FieldFrame({
  name,
  label,
  required,
  error,
  children,
}: {
  name: string;
  label: string;
  required: boolean;
  error?: string;
  children: (ids: { id: string; errorId: string }) => ReactNode;
}) {
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
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message: string }) {
  const { t } = useBlockEnvironment();
  return (
    <p id={id} className="blk-field__error" role="alert">
      {t(message)}
    </p>
  );
}

/** What a framed input reads of its field block's props. */
interface FramedField {
  name: string;
  label: string;
  required: boolean;
  placeholder?: string;
}

/**
 * A framed single-line input: the shared body of the text-like field blocks. `input`
 * carries what differs between them (type, autocomplete, lengths, value).
 */
export function FramedInput({
  field,
  error,
  input,
  after,
}: {
  field: FramedField;
  error?: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  /** Rendered beside the input (the password reveal button). */
  after?: ReactNode;
}) {
  const { t } = useBlockEnvironment();
  return (
    <FieldFrame name={field.name} label={field.label} required={field.required} error={error}>
      {({ id, errorId }) => {
        const control = (
          <input
            id={id}
            name={field.name}
            className="blk-field__input"
            required={field.required}
            placeholder={field.placeholder ? t(field.placeholder) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            // Text inputs trim their values; the server trims too.
            onBlur={
              input.value === undefined && (input.type === 'text' || input.type === 'email')
                ? (event) => void (event.currentTarget.value = event.currentTarget.value.trim())
                : undefined
            }
            {...input}
          />
        );
        return after ? (
          <div className="blk-field__with-action">
            {control}
            {after}
          </div>
        ) : (
          control
        );
      }}
    </FieldFrame>
  );
}

/** How long the password stays readable after the reveal button is released. */
export const PASSWORD_REVEAL_HOLD_MS = 300;

/**
 * A password input with a show button: readable while pressed, hidden again 300 ms after
 * release. The button appears once the page is interactive (without JS there is none).
 */
export function PasswordInput({ field, error, autoComplete, minLength }: { field: FramedField; error?: string; autoComplete: string; minLength?: number }) {
  const { t } = useBlockEnvironment();
  // Read on every render, the server's too: a document sends only the labels its render read
  // (lean-labels.server.ts), and the button appearing after hydration must have its name then.
  const revealName = t('showPassword');
  const [shown, setShown] = useState(false);
  // The button needs JS: rendered only once hydrated, so a no-JS page shows no dead control.
  const [interactive, setInteractive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => {
    setInteractive(true);
    return () => clearTimeout(timer.current);
  }, []);
  const show = () => {
    clearTimeout(timer.current);
    setShown(true);
  };
  const hideSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(false), PASSWORD_REVEAL_HOLD_MS);
  };
  return (
    <FramedInput
      field={field}
      error={error}
      input={{ type: shown ? 'text' : 'password', autoComplete, minLength }}
      after={
        interactive ? (
          <button
            type="button"
            className="blk-field__reveal"
            aria-pressed={shown}
            aria-controls={`field-${field.name}`}
            onPointerDown={show}
            onPointerUp={hideSoon}
            onPointerLeave={hideSoon}
            onKeyDown={(e) => (e.key === ' ' || e.key === 'Enter' ? show() : undefined)}
            onKeyUp={hideSoon}
            onBlur={hideSoon}
          >
            {revealName}
          </button>
        ) : undefined
      }
    />
  );
}
