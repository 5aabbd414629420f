/**
 * Opens the database: PostgreSQL (pg Pool) when a URL is given, else PGlite on disk
 * (`dataDir`) or in memory (`memory://`). Same SQL, same migrations either way.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
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
  let unlock = () => {};
  if (!memory) {
    dataDir = resolve(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  try {
    // The search migration's extensions (011_search.ts); PostgreSQL has them in its contrib package.
    const extensions = { pg_trgm, unaccent };
    const pglite = await PGlite.create(dataDir ? { dataDir, extensions } : { extensions });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await db.destroy();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * PGlite is an embedded database: two processes on one data folder would corrupt it. A pid
 * lock file refuses the second process with a clear message; a lock left by a dead process
 * is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (holder && holder !== process.pid && processAlive(holder)) {
      throw new Error(
        `The PGlite data folder ${dataDir} is in use by process ${holder}. Stop that platform, or set DATA_DIR to another folder (or DATABASE_URL).`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => {
    try {
      if (Number(readFileSync(lockFile, 'utf8').trim()) === process.pid) rmSync(lockFile, { force: true });
    } catch {
      /* already gone */
    }
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process whose parent died first can linger as a zombie until init reaps it
  // (some sandboxes' init never does); it answers signal 0 but holds nothing.
  if (!existsSync('/proc/self/stat')) return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).charAt(0);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
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
