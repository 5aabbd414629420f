import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, undefined>[] = [
  {
    name: 'Formatted text with a link',
    props: { html: '<h2>About us</h2><p>We stream <strong>live sport</strong> and films. <a href="https://example.com">Learn more</a>.</p>' },
    context: undefined,
  },
  {
    name: 'Hostile input is neutralised',
    props: { html: '<p onclick="alert(1)">Safe text</p><script>alert(1)</script><img src="javascript:alert(1)"><a href="javascript:alert(1)">x</a>' },
    context: undefined,
  },
];
