import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z.object({ type: z.literal('taxNumber'), ...fieldBase }).meta({ title: 'Field: taxNumber', description: 'Brazilian CPF: 11 digits, shown as ddd.ddd.ddd-dd.' });
