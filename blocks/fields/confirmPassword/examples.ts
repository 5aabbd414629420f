import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, FieldContext>[] = [
  {
    name: 'Repeat the password',
    props: { type: 'confirmPassword', name: 'confirmPassword', label: 'confirmPassword', required: true, matches: 'password' },
    context: {},
  },
  {
    name: 'Not the same',
    props: { type: 'confirmPassword', name: 'confirmPassword', label: 'confirmPassword', required: true },
    context: { error: 'confirmPasswordFieldIsInvalid' },
  },
];
