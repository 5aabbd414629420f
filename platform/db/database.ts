/**
 * Opens the database: PostgreSQL (pg Pool) when a URL is given, else PGlite on disk
 * (`dataDir`) or in memory (`memory://`). Same SQL, same migrations either way.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGlitePool } from './pglite-pool.js';
import type { Database } from './types.js';

export interface DatabaseOptions {
  databaseUrl?: string;
  /** A directory, or 'memory://' for a throwaway in-memory database. */
  dataDir: string;
  /** PostgreSQL only: put every table in this schema (tests use a fresh one per run). */
  schema?: string;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    if (options.schema) await ensureSchema(options.databaseUrl, options.schema);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const memory = options.dataDir === 'memory://' || options.dataDir === ':memory:';
  let dataDir: string | undefined;
  if (!memory) {
    dataDir = resolve(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

async function ensureSchema(url: string, schema: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await client.end();
  }
}

/** Drop a test schema (PostgreSQL only). */
export async function dropSchema(url: string, schema: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
