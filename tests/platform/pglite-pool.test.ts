/** The PGlite pool adapter: pg-like results, and transactions that never interleave. */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandOf, PGlitePool } from '../../platform/db/pglite-pool.js';

interface Db {
  counters: { id: string; n: number };
}
let db: Kysely<Db>;

beforeAll(async () => {
  db = new Kysely<Db>({ dialect: new PostgresDialect({ pool: new PGlitePool(await PGlite.create()) }) });
  await db.schema
    .createTable('counters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
});
afterAll(() => db?.destroy());

describe('PGlitePool', () => {
  it('reports commands like pg, CTEs included', () => {
    expect(commandOf('select 1')).toBe('SELECT');
    expect(commandOf('  insert into t values (1)')).toBe('INSERT');
    expect(commandOf("with a as (select ')' as x), b as (select 1) update t set n = 1")).toBe('UPDATE');
    expect(commandOf('/* hi */ delete from t')).toBe('DELETE');
  });

  it('reports affected rows for writes', async () => {
    const inserted = await db
      .insertInto('counters')
      .values([
        { id: 'a', n: 0 },
        { id: 'b', n: 0 },
      ])
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const updated = await db.updateTable('counters').set({ n: 1 }).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const viaCte = await sql`with picked as (select id from counters where id = 'a') update counters set n = 5 where id in (select id from picked)`.execute(db);
    expect(viaCte.numAffectedRows).toBe(1n);
  });

  it('keeps concurrent transactions apart: a rollback never loses the other one', async () => {
    const increments = Array.from({ length: 40 }, (_, i) =>
      db
        .transaction()
        .execute(async (trx) => {
          const row = await trx.selectFrom('counters').select('n').where('id', '=', 'b').executeTakeFirstOrThrow();
          await trx
            .updateTable('counters')
            .set({ n: row.n + 1 })
            .where('id', '=', 'b')
            .execute();
          if (i % 4 === 0) throw new Error('roll back this one');
        })
        .catch(() => 'rolled back'),
    );
    const outcomes = await Promise.all(increments);
    expect(outcomes.filter((o) => o === 'rolled back')).toHaveLength(10);
    const { n } = await db.selectFrom('counters').select('n').where('id', '=', 'b').executeTakeFirstOrThrow();
    expect(n).toBe(1 + 30);
  });
});
