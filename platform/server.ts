/**
 * Builds the platform's Fastify instance: database (migrated and seeded), realm store,
 * auth helpers, error handling, the Realm-header guard, OpenAPI, and every route plugin
 * from routes/index.ts. Tests call `buildServer` and use `app.inject` or listen on port 0.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { loadConfig, type PlatformConfig } from './config.js';
import type { PlatformContext, PlatformPlugin } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { withAdvisoryLock } from './db/advisory-lock.js';
import { runSeeds, seedHooks, type SeedHook } from './db/seed.js';
import { RealmStore, type RealmSnapshot } from './realms/store.js';
import { pruneExpiredRefreshTokens, TokenService } from './auth/tokens.js';
import { createAuthHelpers } from './auth/helpers.js';
import { HttpError, installErrorHandling } from './errors.js';
import { routePlugins } from './routes/index.js';
import { buildValidatorCompiler, contractTransform, contractTransformObject, serializerCompiler } from './contract-schemas.js';
import { installSecurityHeaders } from './security/headers.js';
import { installJsonBodyParser } from './security/json-body.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The realm of the call, set from the Realm header (absent on realm-free routes). */
    realm: RealmSnapshot;
  }
  interface FastifyInstance {
    /** The context handed to route plugins (tests read the database through it). */
    platform: PlatformContext;
  }
  interface FastifyContextConfig {
    /** Answer without a Realm header (static files, health, the OpenAPI document). */
    skipRealm?: boolean;
  }
}

export interface BuildServerOptions {
  /** Overrides on top of the environment (tests pass realmsDir, dataDir 'memory://', …). */
  config?: Partial<PlatformConfig>;
  /** An already opened database (the test harness uses this for PostgreSQL schemas). */
  database?: DatabaseHandle;
  /** Run seeds from fixtures/ (default true). */
  seed?: boolean;
  seedHooks?: ReadonlyArray<SeedHook>;
  /** Watch the realms folder for changes (default false; main.ts turns it on). */
  watchRealms?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Route plugins (default: routes/index.ts). */
  plugins?: ReadonlyArray<{ name: string; plugin: PlatformPlugin }>;
  /** The clock of the catalogue and commerce (default the system clock; tests move it). */
  clock?: { now(): number };
}

/**
 * SERVED_BY names this process in an `X-Served-By` answer header when several platform
 * processes share the work (npm run start:scale), so a test or an operator can see which
 * one answered. Unset (the default), no header.
 */
const servedBy = process.env.SERVED_BY?.trim().slice(0, 64) || undefined;

/** Paths that answer without a Realm header. */
const REALM_FREE_PREFIXES = ['/openapi.json', '/media/', '/images/', '/health'];

export async function buildServer(options: BuildServerOptions = {}): Promise<FastifyInstance> {
  const config: PlatformConfig = { ...loadConfig(process.env, () => {}, options.config), ...options.config };
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 }, // long ids reach the schema (400) instead of find-my-way's 414
  });
  app.setValidatorCompiler(buildValidatorCompiler());
  app.setSerializerCompiler(serializerCompiler as never);
  const log = {
    info: (m: string) => app.log.info(m),
    warn: (m: string) => app.log.warn(m),
    error: (m: string) => app.log.error(m),
  };

  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ownsDatabase = !options.database;
  const realms = new RealmStore(resolve(config.realmsDir), log);
  try {
    // Several platform processes may start together on one PostgreSQL: one at a time
    // migrates and seeds; the others wait and then find the schema up to date.
    await withAdvisoryLock(database.db, database.kind, 'platform:boot', async () => {
      const applied = await migrateToLatest(database.db);
      log.info(
        `Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.dataDir === 'memory://' ? 'PGlite in memory' : `PGlite in ${resolve(config.dataDir)}`}` +
          (applied.length ? `; applied migrations ${applied.join(', ')}` : '; schema up to date'),
      );
      if (options.seed !== false) {
        await runSeeds({ db: database.db, config, fixturesDir: resolve(config.fixturesDir), log }, options.seedHooks ?? seedHooks);
      }
      const pruned = await pruneExpiredRefreshTokens(database.db);
      if (pruned) log.info(`Pruned ${pruned} expired refresh token(s)`);
    });
    realms.loadAll();
    if (options.watchRealms) realms.watch();
  } catch (error) {
    realms.close();
    if (ownsDatabase) await database.close();
    throw error;
  }

  const tokens = new TokenService(config.jwtSecret, database.db);
  const ctx: PlatformContext = { db: database.db, realms, config, auth: createAuthHelpers(tokens), ...(options.clock && { clock: options.clock }) };

  app.decorate('platform', ctx);
  app.addHook('onClose', async () => {
    realms.close();
    if (ownsDatabase) await database.close();
  });

  installErrorHandling(app);

  installSecurityHeaders(app, config.nodeEnv === 'production');
  installJsonBodyParser(app);

  app.decorateRequest('realm', null as unknown as RealmSnapshot);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', String(req.id));
    if (servedBy) reply.header('x-served-by', servedBy);
    const url = req.routeOptions.url;
    if (!url) return; // no route matched: the 404 handler answers
    if (req.routeOptions.config?.skipRealm || REALM_FREE_PREFIXES.some((p) => url.startsWith(p))) return;
    const header = req.headers.realm;
    const realmId = Array.isArray(header) ? header[0] : header;
    if (!realmId || !realmId.trim()) throw new HttpError(400, 'REALM_REQUIRED', ['The Realm header is required.']);
    const realm = realms.get(realmId.trim());
    if (!realm) throw new HttpError(404, 'UNKNOWN_REALM', [`Unknown realm "${realmId.trim().slice(0, 64)}".`]);
    req.realm = realm;
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Streaming reference platform',
        version: '1.0.0',
        description:
          'Every call except /openapi.json, /health, /media/* and /images/* needs the Realm header. Errors are JSON { code, messages[], requestId }.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transformObject: contractTransformObject,
    transform: (document) => {
      const { schema, url } = contractTransform(document) as { schema: Record<string, unknown>; url: string };
      const { route } = document;
      const realmFree = REALM_FREE_PREFIXES.some((p) => url.startsWith(p)) || Boolean((route.config as { skipRealm?: boolean } | undefined)?.skipRealm);
      if (realmFree || !schema) return { schema, url };
      const headers = (schema.headers as { type?: string; properties?: Record<string, unknown>; required?: string[] } | undefined) ?? {};
      return {
        schema: {
          ...schema,
          headers: {
            type: 'object',
            ...headers,
            properties: { realm: { type: 'string', description: 'Realm id, e.g. arena' }, ...(headers.properties ?? {}) },
            required: [...new Set(['realm', ...(headers.required ?? [])])],
          },
        },
        url,
      };
    },
  });

  app.get('/openapi.json', { schema: { hide: true }, config: { skipRealm: true } }, async () => app.swagger());

  for (const { name, plugin } of options.plugins ?? routePlugins) {
    await app.register(async (scope) => plugin(scope, ctx), { name });
  }
  return app;
}
