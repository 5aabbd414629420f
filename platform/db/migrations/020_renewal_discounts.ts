/**
 * Renewals that use a cancellation promo's discount: each discounted renewal counts the
 * discount's remaining `renewals` down (so it may reach 0: the discount is used up), and the
 * renewal charge names the discount it used, so the settling transaction counts down exactly
 * the discount the charged amount was priced with.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table licence_discounts drop constraint if exists licence_discounts_renewals_check`.execute(db);
  await sql`alter table licence_discounts add constraint licence_discounts_renewals_left check (renewals >= 0)`.execute(db);
  await db.schema
    .alterTable('renewal_charges')
    .addColumn('licence_discount_id', 'integer', (c) => c.references('licence_discounts.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('renewal_charges').dropColumn('licence_discount_id').execute();
  await sql`alter table licence_discounts drop constraint if exists licence_discounts_renewals_left`.execute(db);
  await sql`delete from licence_discounts where renewals = 0`.execute(db);
  await sql`alter table licence_discounts add constraint licence_discounts_renewals_check check (renewals > 0)`.execute(db);
}
