/**
 * Integration harness: a platform server on a fresh in-memory PGlite, or on PostgreSQL
 * when TEST_DATABASE_URL is set (each server in its own fresh schema, dropped on close).
 * Seeds from fixtures/ like a real start.
 *
 *   const platform = await startPlatform({ realmsDir: TEST_REALMS_DIR });
 *   const res = await platform.inject({ method: 'GET', url: '/api/v1/init', headers: { realm: 'testrealm' } });
 *   await platform.close();
 */
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/types.js';
import { buildServer, type BuildServerOptions } from '../../platform/server.js';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../platform/db/database.js';
import type { PlatformConfig } from '../../platform/config.js';
import { mismatch } from './openapi-conformance.js';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(here, '..', '..');
/** A small realm set owned by these tests (testrealm, closed), valid like any realm. */
export const TEST_REALMS_DIR = join(here, 'fixtures', 'realms');
export const DEMO_PASSWORD = 'Password-123';

export interface Platform {
  app: FastifyInstance;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Parsed JSON of a response (throws with the body when it is not JSON). */
  json<T = any>(res: LightMyRequestResponse): T;
  close(): Promise<void>;
  databaseKind: 'pglite' | 'postgres';
  /** The platform's database (for tests that check what calls left behind). */
  db: Kysely<Database>;
}

export interface PlatformOptions extends Omit<BuildServerOptions, 'config' | 'database'> {
  config?: Partial<PlatformConfig>;
  realmsDir?: string;
  /** A database opened by the test (a restart on the same data): used as is, and left open on close. */
  sharedDatabase?: DatabaseHandle;
}

export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  try {
    return await startPlatformOnce(options);
  } catch (error) {
    // Seen once in a dozen PostgreSQL runs and not yet explained: the migrator reported the
    // run's fresh schema as missing right after it was created. Test infrastructure only
    // (production uses one fixed schema); one retry on a new schema, anything else fails.
    if (!process.env.TEST_DATABASE_URL || !/schema "t_[a-z0-9_]+" does not exist/.test(String(error))) throw error;
    console.warn(`[harness] retrying on a fresh schema after: ${String(error)}`);
    return startPlatformOnce(options);
  }
}

async function startPlatformOnce(options: PlatformOptions): Promise<Platform> {
  const { sharedDatabase, ...serverOptions } = options;
  const url = sharedDatabase ? undefined : process.env.TEST_DATABASE_URL;
  const schema = url ? `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}` : undefined;
  const database = sharedDatabase ?? (await openDatabase({ databaseUrl: url, dataDir: 'memory://', schema }));
  const config: Partial<PlatformConfig> = {
    realmsDir: options.realmsDir ?? join(ROOT, 'realms'),
    fixturesDir: join(ROOT, 'fixtures'),
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    publicUrl: 'http://platform.test',
    // Local secrets the suite does not set (the demo OpenID client's) stay in this process.
    dataDir: 'memory://',
    // Cheap hashes keep the suite fast; production uses the OWASP argon2id defaults.
    argon2: { memoryCost: 1024, timeCost: 1 },
    ...options.config,
  };
  let app: FastifyInstance;
  try {
    app = await buildServer({ ...serverOptions, config, database, logger: options.logger ?? false });
  } catch (error) {
    if (!sharedDatabase) await database.close();
    if (url && schema) await dropSchema(url, schema);
    throw error;
  }
  await app.ready();
  return {
    app,
    databaseKind: database.kind,
    db: database.db,
    // Every answer is checked against the committed OpenAPI document (openapi-conformance.ts).
    async inject(o) {
      const res = await app.inject(o);
      const problem = mismatch(o, res);
      if (problem) throw new Error(`The answer does not match platform/openapi.json: ${problem}`);
      return res;
    },
    json(res) {
      try {
        return JSON.parse(res.body);
      } catch {
        throw new Error(`Not JSON (status ${res.statusCode}): ${res.body.slice(0, 300)}`);
      }
    },
    async close() {
      await app.close();
      if (!sharedDatabase) await database.close();
      if (url && schema) await dropSchema(url, schema);
    },
  };
}

/** Signs in a demo account in `realm`; returns its tokens. */
export async function signIn(platform: Platform, realm: string, email: string, password = DEMO_PASSWORD) {
  const res = await platform.inject({ method: 'POST', url: '/login', headers: { realm }, payload: { id: email, secret: password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return platform.json<{ authorisationToken: string; refreshToken: string; linkedAccounts: unknown[] }>(res);
}
