/**
 * react-hook-form over a form built from data. The blocks render plain named inputs (so a
 * plain POST works without JS); this hook keeps react-hook-form's values in step with the
 * form element (composite fields such as date parts are joined by the same `collectValues`
 * the server uses), validates with a resolver that runs the shared pure rules, and submits
 * the form element through Remix only when it passes. The server validates again with the
 * zod schema built from the same rules.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { get, set, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useSubmit } from '@remix-run/react';
import { collectValues, validateValues, type FieldRule, type FormErrors, type FormValues } from '../../blocks/fields/rules/form-rules';

type Nested = Record<string, unknown>;

/** react-hook-form reads dotted names as paths: `address.country` lives at values.address.country. */
function flatten(value: unknown, prefix = '', out: FormValues = {}): FormValues {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Nested)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    out[prefix] = typeof value === 'string' ? value : value == null ? '' : String(value);
  }
  return out;
}

export function rulesResolver(rules: readonly FieldRule[]): Resolver<Nested> {
  return async (values) => {
    const errors = validateValues(rules, flatten(values));
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const nested: Nested = {};
    for (const [name, message] of Object.entries(errors)) set(nested, name, { type: 'validate', message });
    return { values: {}, errors: nested as FieldErrors<Nested> };
  };
}

/** The values of the form element as the rules read them. */
export function formElementValues(rules: readonly FieldRule[], form: HTMLFormElement): FormValues {
  const data = new FormData(form);
  return collectValues(rules, (name) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : null;
  });
}

export function useDataForm(rules: readonly FieldRule[], serverErrors: FormErrors | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const { setValue, trigger, formState } = useForm<Nested>({ resolver: rulesResolver(rules), mode: 'onSubmit', reValidateMode: 'onChange' });
  // The form element is submitted through Remix rather than handleSubmit, so react-hook-form's
  // isSubmitted stays false: this records the first attempt (then errors follow the typing).
  const [attempted, setAttempted] = useState(false);
  // A new answer from the server (its errors, e.g. an email already in use) shows until the next attempt.
  useEffect(() => setAttempted(false), [serverErrors]);

  const sync = useCallback(
    (validate: boolean) => {
      const form = formRef.current;
      if (!form) return;
      for (const [name, value] of Object.entries(formElementValues(rules, form))) setValue(name, value, { shouldValidate: false, shouldDirty: true });
      if (validate) void trigger();
    },
    [rules, setValue, trigger],
  );

  /** Once the viewer tried to submit, errors follow their typing. */
  // Read after React rendered the change: formatting fields (phone, tax number, date parts) rewrite what was typed.
  const onChange = useCallback(() => void setTimeout(() => sync(attempted), 0), [sync, attempted]);

  /** Validate only the named inputs (a stage of a multi-stage form); true when they pass. */
  const validateOnly = useCallback(
    async (names: readonly string[]) => {
      setAttempted(true);
      sync(false);
      const results = await Promise.all(names.map((name) => trigger(name)));
      return results.every(Boolean);
    },
    [sync, trigger],
  );

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter ?? undefined;
      setAttempted(true);
      sync(false);
      if (await trigger()) {
        submit(submitter ? (submitter as HTMLButtonElement) : form, { method: 'post' });
      } else {
        // After React rendered the messages: focus the first field in trouble.
        requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      }
    },
    [sync, trigger, submit],
  );

  /** The message for an input: the browser's once it validated, else the server's. */
  const errorFor = useCallback(
    (name: string): string | undefined => {
      if (attempted) return (get(formState.errors, name) as { message?: string } | undefined)?.message;
      return serverErrors?.[name];
    },
    [attempted, formState, serverErrors],
  );

  return { formRef, onChange, onSubmit, errorFor, validateOnly, attempted };
}
