import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z.object({ type: z.literal('date'), ...fieldBase }).meta({ title: 'Field: date' });
