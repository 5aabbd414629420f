/** Playback calls (spec 02 §7): manifests, watch progress, multi-view heartbeat. */
import { z } from 'zod';
import { defineCall, text } from './define.js';

export const playback = {
  saveProgress: defineCall({
    method: 'PUT',
    path: '/api/v1/progress/:id',
    summary: 'Store how far the viewer watched a video (feeds continue watching) (chosen path)',
    params: z.object({ id: text.id() }),
    body: z.strictObject({ position: z.number().min(0).max(86_400) }),
    answer: null,
    errors: [400, 401, 404],
  }),
};
