import { useState } from 'react';
import type { z } from 'zod';
import type { BlockRenderProps } from '../../types';
import { FramedInput } from '../field-frame';
import { formatTaxNumber } from '../rules/tax-number';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, FieldContext>) {
  const [text, setText] = useState(() => formatTaxNumber(context?.value ?? ''));
  return (
    <FramedInput
      field={props}
      error={context?.error}
      input={{
        type: 'text',
        inputMode: 'numeric',
        autoComplete: 'off',
        maxLength: 14,
        placeholder: '000.000.000-00',
        value: text,
        onChange: (event) => setText(formatTaxNumber(event.target.value)),
      }}
    />
  );
}
