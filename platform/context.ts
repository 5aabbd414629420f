/**
 * What every route plugin receives. Built once in `buildServer` and handed to each plugin,
 * so tests can swap any part (an in-memory database, a temp realms folder).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { PlatformConfig } from './config.js';
import type { Database } from './db/types.js';
import type { RealmStore } from './realms/store.js';
import type { AuthHelpers } from './auth/helpers.js';

export interface PlatformContext {
  /** Kysely over PGlite or PostgreSQL. Add your tables to `Database` by module augmentation (see db/types.ts). */
  db: Kysely<Database>;
  /** Loaded, validated realm documents (settings, menus, labels, pages, plugins); hot-reloaded. */
  realms: RealmStore;
  config: PlatformConfig;
  /** requireUser / requireRole / optionalViewer and token helpers. */
  auth: AuthHelpers;
  /** The catalogue's and commerce's clock when not the system clock (tests move time with it). */
  clock?: { now(): number };
}

export type PlatformPlugin = (app: FastifyInstance, ctx: PlatformContext) => Promise<void> | void;
