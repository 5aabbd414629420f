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
        <input
          id={id}
          name={props.name}
          type="text"
          className="blk-field__input"
          required={props.required}
          defaultValue={context?.value}
          placeholder={props.placeholder ? t(props.placeholder) : undefined}
          aria-invalid={context?.error ? true : undefined}
          aria-describedby={context?.error ? errorId : undefined}
          minLength={props.minLength}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete}
        />
      )}
    </FieldFrame>
  );
}
