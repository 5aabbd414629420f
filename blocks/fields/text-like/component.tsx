import { useState } from 'react';
import type { BlockRenderProps } from '../../types';
import { FramedInput } from '../field-frame';
import type { FieldContext } from '../shared';
import { TEXT_LIKE_VARIANTS, type TextLikeProps, type TextLikeVariant } from './variants';

/** Every text-like field type: the framed input, with the attributes its variant names. */
export function Component({ props, context }: BlockRenderProps<TextLikeProps, FieldContext>) {
  const variant: TextLikeVariant = TEXT_LIKE_VARIANTS[props.type];
  if (variant.format) return <FormattedInput field={props} error={context?.error} value={context?.value} variant={variant} format={variant.format} />;
  const { type, autoComplete, inputMode } = variant.input;
  return (
    <FramedInput
      field={props}
      error={context?.error}
      input={{
        type,
        defaultValue: context?.value,
        minLength: props.minLength,
        maxLength: props.maxLength,
        autoComplete: props.autoComplete ?? autoComplete,
        inputMode,
      }}
    />
  );
}

/** A controlled input that re-formats what the viewer types (tax number). */
function FormattedInput({
  field,
  error,
  value,
  variant,
  format,
}: {
  field: TextLikeProps;
  error?: string;
  value?: string;
  variant: TextLikeVariant;
  format: (text: string) => string;
}) {
  const [text, setText] = useState(() => format(value ?? ''));
  return <FramedInput field={field} error={error} input={{ ...variant.input, value: text, onChange: (event) => setText(format(event.target.value)) }} />;
}
