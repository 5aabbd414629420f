import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, FieldContext>[] = [
  {
    name: 'UK mobile, typed with the trunk 0',
    props: { type: 'phoneNumber', name: 'phone', label: 'phone', required: true },
    context: { value: '+4407400123456', defaultCountry: 'GB' },
  },
  { name: 'Empty, Brazil', props: { type: 'phoneNumber', name: 'phone', label: 'phone', defaultCountry: 'BR' }, context: {} },
];
