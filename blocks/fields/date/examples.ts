import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, FieldContext>[] = [
  {
    name: 'Event date, British order',
    props: { type: 'date', name: 'eventDate', label: 'eventDate', required: true },
    context: { value: '2026-11-21', defaultCountry: 'GB' },
  },
  {
    name: 'Empty with an error',
    props: { type: 'date', name: 'eventDate', label: 'eventDate', required: true },
    context: { error: 'eventDateFieldIsRequired' },
  },
];
