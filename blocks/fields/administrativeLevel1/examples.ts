import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, FieldContext>[] = [
  { name: 'Required', props: { type: 'administrativeLevel1', name: 'administrativeLevel1', label: 'administrativeLevel1', required: true }, context: {} },
  { name: 'With an error', props: { type: 'administrativeLevel1', name: 'administrativeLevel1', label: 'administrativeLevel1', required: true }, context: { error: 'administrativeLevel1FieldIsRequired' } },
];
