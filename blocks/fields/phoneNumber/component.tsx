import { useState } from 'react';
import type { z } from 'zod';
import type { BlockRenderProps } from '../../types';
import { FramedInput } from '../field-frame';
import { formatPhoneAsYouType } from '../rules/phone';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, FieldContext>) {
  const country = props.defaultCountry ?? context?.defaultCountry;
  const [text, setText] = useState(() => (context?.value ? formatPhoneAsYouType(context.value, country) : ''));
  return (
    <FramedInput
      field={props}
      error={context?.error}
      input={{
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
        maxLength: 24,
        value: text,
        // Formatting only ever adds spaces, dashes or brackets: deleting one simply re-formats,
        // so the last character typed is what the viewer removes.
        onChange: (event) => setText(event.target.value.length < text.length ? event.target.value : formatPhoneAsYouType(event.target.value, country)),
      }}
    />
  );
}
