/**
 * A version per account of everything a page shows personally: access (held licences), favourites,
 * watch progress, watchlists (own and saved), preferences, details, parental control and unlocks,
 * reviews, and the account row itself. Triggers bump it on every insert, update and delete of
 * those tables, whatever code path wrote them (the web's actions, payment webhooks, renewal jobs,
 * editors), so a reader that remembers "what I rendered at version N" knows exactly when that is
 * out of date. Watchlist items bump the list's owner and every viewer who saved the list.
 *
 * No foreign key on the version: the account's own delete trigger must be able to write it.
 */
import { sql, type Kysely } from 'kysely';

/** Personal tables and the column naming their account. */
export const PERSONAL_TABLES: ReadonlyArray<readonly [table: string, column: string]> = [
  ['users', 'id'],
  ['user_licences', 'user_id'],
  ['favourites', 'user_id'],
  ['watch_progress', 'user_id'],
  ['watchlists', 'owner_id'],
  ['watchlist_saves', 'user_id'],
  ['user_preferences', 'user_id'],
  ['user_details', 'user_id'],
  ['parental_controls', 'user_id'],
  ['parental_unlocks', 'user_id'],
  ['reviews', 'user_id'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('personal_state_versions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();

  await sql`create function personal_state_bump_user(account text) returns void language plpgsql as $$
    begin
      if account is null then return; end if;
      insert into personal_state_versions (user_id, version) values (account, 1)
      on conflict (user_id) do update set version = personal_state_versions.version + 1;
    end $$`.execute(db);

  // The account column is the trigger's argument, so one function serves every table.
  await sql`create function personal_state_bump() returns trigger language plpgsql as $$
    declare
      before_owner text;
      after_owner text;
    begin
      if tg_op <> 'INSERT' then before_owner := to_jsonb(old) ->> tg_argv[0]; end if;
      if tg_op <> 'DELETE' then after_owner := to_jsonb(new) ->> tg_argv[0]; end if;
      perform personal_state_bump_user(before_owner);
      if after_owner is distinct from before_owner then perform personal_state_bump_user(after_owner); end if;
      return null;
    end $$`.execute(db);

  await sql`create function personal_state_bump_watchlist_item() returns trigger language plpgsql as $$
    declare
      list text;
    begin
      if tg_op = 'DELETE' then list := old.watchlist_id; else list := new.watchlist_id; end if;
      perform personal_state_bump_user(owner_id) from watchlists where id = list;
      perform personal_state_bump_user(user_id) from watchlist_saves where watchlist_id = list;
      if tg_op = 'UPDATE' and old.watchlist_id is distinct from new.watchlist_id then
        perform personal_state_bump_user(owner_id) from watchlists where id = old.watchlist_id;
      end if;
      return null;
    end $$`.execute(db);

  for (const [table, column] of PERSONAL_TABLES) {
    await sql
      .raw(`create trigger personal_state after insert or update or delete on ${table} for each row execute function personal_state_bump('${column}')`)
      .execute(db);
  }
  await sql`create trigger personal_state after insert or update or delete on watchlist_items for each row execute function personal_state_bump_watchlist_item()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of [...PERSONAL_TABLES, ['watchlist_items']]) await sql.raw(`drop trigger if exists personal_state on ${table}`).execute(db);
  await sql`drop function if exists personal_state_bump_watchlist_item()`.execute(db);
  await sql`drop function if exists personal_state_bump()`.execute(db);
  await sql`drop function if exists personal_state_bump_user(text)`.execute(db);
  await db.schema.dropTable('personal_state_versions').ifExists().execute();
}
