import type { z } from 'zod';
import type { BlockRenderProps } from '../../types';
import { PasswordInput } from '../field-frame';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, FieldContext>) {
  // No defaultValue: a password is never echoed back into the page.
  return <PasswordInput field={props} error={context?.error} autoComplete={props.autoComplete} minLength={props.minLength} />;
}
