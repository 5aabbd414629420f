import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { ConsentContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, ConsentContext>[] = [
  { name: 'Required terms', props: { type: 'binaryChoice', fieldName: 'acceptTerms', text: 'consentAcceptTerms', required: true }, context: {} },
  { name: 'Optional marketing, ticked', props: { type: 'binaryChoice', fieldName: 'marketing', text: 'consentMarketing', defaultValue: true }, context: {} },
  {
    name: "Ticked by data.default 'true'",
    props: { type: 'binaryChoice', fieldName: 'newsletter', label: 'newsletter', text: 'consentNewsletter', defaultValue: 'false', data: { default: 'true' } },
    context: {},
  },
];
