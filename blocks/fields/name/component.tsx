import type { z } from 'zod';
import type { BlockRenderProps } from '../../types';
import { FramedInput } from '../field-frame';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, FieldContext>) {
  return <FramedInput field={props} error={context?.error} input={{ type: 'text', defaultValue: context?.value, maxLength: props.maxLength, autoComplete: 'given-name' }} />;
}
