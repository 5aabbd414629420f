import type { z } from 'zod';
import { useBlockEnvironment } from '../../shared/environment';
import type { BlockRenderProps } from '../../types';
import { consentDefault } from '../rules';
import type { ConsentContext } from '../shared';
import type { schema } from './schema';

export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, ConsentContext>) {
  const { t } = useBlockEnvironment();
  const id = `consent-${props.fieldName}`;
  return (
    <div className="blk-consent blk-consent--choice" data-invalid={context?.error ? '' : undefined}>
      {props.label ? <p className="blk-consent__heading">{t(props.label)}</p> : null}
      {/* Unchecked boxes send nothing; the hidden input makes "false" explicit for no-JS posts. A ticked box sends both values: the server takes getAll(name).includes("true"). */}
      <input type="hidden" name={props.fieldName} value="false" />
      <input
        id={id}
        type="checkbox"
        name={props.fieldName}
        value="true"
        defaultChecked={context?.checked ?? consentDefault(props)}
        required={props.required}
        aria-invalid={context?.error ? true : undefined}
      />
      <label htmlFor={id}>
        {t(props.text)}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {context?.error ? (
        <p className="blk-field__error" role="alert">
          {t(context.error)}
        </p>
      ) : null}
    </div>
  );
}
