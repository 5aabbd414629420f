/** Calls about the platform itself. */
import { z } from 'zod';
import { defineCall } from './define.js';

export const system = {
  health: defineCall({
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database check',
    auth: 'none',
    realmFree: true,
    answer: z.object({ status: z.literal('ok'), realms: z.array(z.string()) }),
    errors: [503],
  }),
};
