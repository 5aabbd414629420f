import type { z } from 'zod';
import type { BlockRenderProps } from '../../types';
import { FramedInput } from '../field-frame';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, FieldContext>) {
  // No defaultValue: a password is never echoed back into the page.
  return <FramedInput field={props} error={context?.error} input={{ type: 'password', minLength: props.minLength, autoComplete: props.autoComplete }} />;
}
