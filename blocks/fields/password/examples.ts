import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, FieldContext>[] = [
  { name: 'New password', props: { type: 'password', name: 'password', label: 'password', required: true, autoComplete: 'new-password' }, context: {} },
];
