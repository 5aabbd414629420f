import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, undefined>[] = [
  { name: 'Heading and two paragraphs', props: { heading: 'Terms', text: 'First paragraph.\n\nSecond paragraph.' }, context: undefined },
];
