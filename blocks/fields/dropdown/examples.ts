import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, FieldContext>[] = [
  {
    name: 'Favourite sport',
    props: {
      type: 'dropdown',
      name: 'favouriteSport',
      label: 'favouriteSport',
      required: true,
      options: [
        { value: 'football', label: 'football' },
        { value: 'tennis', label: 'tennis' },
      ],
    },
    context: { value: 'tennis' },
  },
];
