import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, FieldContext>[] = [
  { name: 'Required', props: { type: 'line1', name: 'line1', label: 'line1', required: true }, context: {} },
  { name: 'With an error', props: { type: 'line1', name: 'line1', label: 'line1', required: true }, context: { error: 'line1FieldIsRequired' } },
];
