import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, FieldContext>[] = [
  { name: 'Email', props: { type: 'email', name: 'email', label: 'email', required: true }, context: {} },
];
