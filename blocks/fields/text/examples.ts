import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, FieldContext>[] = [
  { name: 'Name', props: { type: 'text', name: 'name', label: 'name', required: true, maxLength: 80, autoComplete: 'name' }, context: { value: 'Ada' } },
  { name: 'With an error', props: { type: 'text', name: 'nickname', label: 'nickname' }, context: { error: 'fieldRequired' } },
];
