import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z.object({ type: z.literal('birthDate'), ...fieldBase }).meta({ title: 'Field: birthDate' });
