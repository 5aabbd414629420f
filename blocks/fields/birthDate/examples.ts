import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, FieldContext>[] = [
  { name: 'Birth date', props: { type: 'birthDate', name: 'birthDate', label: 'birthDate', required: true }, context: { value: '1990-04-09' } },
];
