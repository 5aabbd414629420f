/**
 * Makes one PGlite instance look like a `pg` Pool to Kysely's PostgresDialect.
 * (kysely-pglite-dialect does not support PGlite 0.5.)
 *
 * PGlite is a single connection. Kysely runs a transaction as BEGIN … COMMIT on one
 * acquired client, so two clients must never interleave statements: `connect()` hands
 * out the one client only when the previous holder released it (a FIFO mutex). That
 * serialises all database work, which is what a single in-process Postgres does anyway.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

const MUTATING = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * The statement's command, as pg reports it: the first keyword, or for `WITH … <stmt>` the
 * first keyword at parenthesis depth 0 after the CTEs. Quoted text and comments are skipped.
 */
export function commandOf(sql: string): string {
  const text = sql.replace(/--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'|"(?:[^"]|"")*"/g, ' ');
  const first = /^\s*\(*\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'SELECT';
  if (first !== 'WITH') return first;
  let depth = 0;
  for (const token of text.match(/[()]|[a-z_]+/gi) ?? []) {
    if (token === '(') depth++;
    else if (token === ')') depth--;
    else if (depth === 0 && /^(select|insert|update|delete|merge|values)$/i.test(token)) return token.toUpperCase();
  }
  return 'SELECT';
}

export class PGlitePool implements PostgresPool {
  private queue: Promise<void> = Promise.resolve();
  private ended = false;

  constructor(private readonly pg: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    if (this.ended) throw new Error('PGlitePool has been ended');
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    let released = false;
    const pg = this.pg;
    return {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        const result = await pg.query<R>(sql, parameters as unknown[]);
        const command = commandOf(sql);
        const rowCount = MUTATING.has(command) ? (result.affectedRows ?? 0) : result.rows.length;
        return { command: command as PostgresQueryResult<R>['command'], rowCount, rows: result.rows };
      },
      release() {
        if (released) return;
        released = true;
        release();
      },
    } as PostgresPoolClient;
  }

  async end(): Promise<void> {
    this.ended = true;
    await this.queue;
    await this.pg.close();
  }
}
