import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, FieldContext>[] = [
  { name: 'Required', props: { type: 'postalCode', name: 'postalCode', label: 'postalCode', required: true }, context: {} },
  { name: 'With an error', props: { type: 'postalCode', name: 'postalCode', label: 'postalCode', required: true }, context: { error: 'postalCodeFieldIsRequired' } },
];
