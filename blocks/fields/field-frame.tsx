import type { ReactNode } from 'react';
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
