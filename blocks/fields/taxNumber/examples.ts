import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, FieldContext>[] = [
  { name: 'Typed as digits', props: { type: 'taxNumber', name: 'taxNumber', label: 'taxNumber', required: true }, context: { value: '12345678909' } },
  { name: 'Incomplete', props: { type: 'taxNumber', name: 'taxNumber', label: 'taxNumber', required: true }, context: { value: '1234', error: 'taxNumberFieldIsInvalid' } },
];
