/** GET /health: liveness plus a database round trip; no Realm header needed. */
import { sql } from 'kysely';
import type { PlatformPlugin } from '../context.js';
import { HttpError } from '../errors.js';

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
          503: { $ref: 'Error#' },
        },
      },
    },
    async (req) => {
      try {
        await sql`select 1`.execute(ctx.db);
      } catch (error) {
        req.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'DATABASE_UNAVAILABLE', ['The database does not answer.']);
      }
      return { status: 'ok' as const, realms: ctx.realms.list().map((r) => r.id).sort() };
    },
  );
};
