import type { z } from 'zod';
import { useBlockEnvironment } from '../../shared/environment';
import type { BlockRenderProps } from '../../types';
import { FieldFrame } from '../field-frame';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, FieldContext>) {
  const { t } = useBlockEnvironment();
  return (
    <FieldFrame name={props.name} label={props.label} required={props.required} error={context?.error}>
      {({ id, errorId }) => (
        <select
          id={id}
          name={props.name}
          className="blk-field__input"
          required={props.required}
          defaultValue={context?.value ?? ''}
          aria-invalid={context?.error ? true : undefined}
          aria-describedby={context?.error ? errorId : undefined}
        >
          <option value="">{t(props.placeholder ?? 'selectOption')}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
