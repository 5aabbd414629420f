/**
 * Answers of the catalogue plugins depend on who asks (access levels, favourites) and
 * from where (country), so shared caches must not reuse them across viewers. Routes that
 * set their own cache-control (VTT files) keep it.
 */
import type { FastifyInstance } from 'fastify';

export function installViewerCaching(app: FastifyInstance, countryHeader: string) {
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    if (!reply.hasHeader('vary')) reply.header('vary', `Authorization, Realm, Accept-Language, ${countryHeader}`);
    return payload;
  });
}
