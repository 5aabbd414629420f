/** GET /health: liveness plus a database round trip; no Realm header needed. */
import { sql } from 'kysely';
import type { PlatformPlugin } from '../context.js';

export const healthRoutes: PlatformPlugin = async (app, ctx) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: {
            type: 'object',
            required: ['status', 'realms'],
            properties: { status: { type: 'string', enum: ['ok'] }, realms: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
    async () => {
      await sql`select 1`.execute(ctx.db);
      return { status: 'ok' as const, realms: ctx.realms.list().map((r) => r.id).sort() };
    },
  );
};
