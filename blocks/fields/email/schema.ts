import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z.object({ type: z.literal('email'), ...fieldBase }).meta({ title: 'Field: email' });
