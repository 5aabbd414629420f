/** GET /health: liveness plus a database round trip; no Realm header needed. */
import { sql } from 'kysely';
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { HttpError } from '../errors.js';

export const healthRoutes: PlatformPlugin = async (app, ctx) => {
  route(app, contract.system.health, async ({ req }) => {
    try {
      await sql`select 1`.execute(ctx.db);
    } catch (error) {
      req.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'DATABASE_UNAVAILABLE', ['The database does not answer.']);
    }
    return {
      status: 'ok' as const,
      realms: ctx.realms
        .list()
        .map((r) => r.id)
        .sort(),
    };
  });
};
