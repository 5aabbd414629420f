import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z
  .object({
    type: z.literal('address'),
    ...fieldBase,
    required: z.boolean().default(false).describe('Always required; otherwise required only where the realm restriction for the purpose says so.'),
    purpose: z.enum(['REGISTRATION', 'PURCHASE']).default('REGISTRATION').describe('Which of the realm address restrictions (BLACKLIST / WHITELIST) applies.'),
  })
  .meta({
    title: 'Field: address',
    description: "The country, then the fields the platform's countries call requires for it (a dropdown where it lists acceptable values).",
  });
