import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, FieldContext>[] = [
  { name: 'Required', props: { type: 'name', name: 'name', label: 'name', required: true }, context: {} },
  { name: 'With an error', props: { type: 'name', name: 'name', label: 'name', required: true }, context: { error: 'nameFieldIsRequired' } },
];
