import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { ConsentContext } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, ConsentContext>[] = [
  { name: 'Privacy notice', props: { type: 'informationText', fieldName: 'privacyNotice', text: 'consentPrivacyNotice' }, context: {} },
];
