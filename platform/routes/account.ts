/**
 * The viewer's account (the account form):
 *   GET /user/account, PUT /user/account (name required, email read-only, address, phone,
 *   birth date), PUT /user/marketing-preferences. All **(chosen)** paths: the spec names none.
 */
import type { FastifyRequest } from 'fastify';
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { badRequest, forbidden, unauthorised } from '../errors.js';
import { MARKETING_TERMS, termText } from '../account/marketing.js';
import '../account/tables.js';

/** A real calendar date, yyyy-mm-dd, not in the future and not before 1900. */
export function birthDateProblem(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'body/birthDate: must be yyyy-mm-dd';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'body/birthDate: is not a calendar date';
  if (year < 1900 || date.getTime() > Date.now()) return 'body/birthDate: must be between 1900 and today';
  return null;
}

export const accountSliceRoutes: PlatformPlugin = async (app, ctx) => {
  const { db, auth } = ctx;

  async function marketingFor(req: FastifyRequest, userId: string, locale: string) {
    const names = MARKETING_TERMS.map((t) => t.fieldName);
    const rows = await db
      .selectFrom('consent_answers')
      .select(['field_name', 'answer'])
      .where('user_id', '=', userId)
      .where('field_name', 'in', names)
      .execute();
    const answers = new Map(rows.map((r) => [r.field_name, r.answer === 'true']));
    return MARKETING_TERMS.map((term) => ({
      fieldName: term.fieldName,
      fieldType: term.fieldType,
      text: termText(req.realm.labels, locale, req.realm.defaultLocale, term),
      defaultValue: term.defaultValue,
      required: term.required,
      answer: answers.get(term.fieldName) ?? term.defaultValue === 'true',
    }));
  }

  async function readAccount(req: FastifyRequest, userId: string, locale: string | null) {
    const user = await db.selectFrom('users').select(['id', 'email', 'name', 'role', 'locale']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw unauthorised('UNAUTHORISED', 'The account no longer exists.');
    const details = await db.selectFrom('user_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
    const address = details?.address_country
      ? {
          country: details.address_country,
          line1: details.address_line1 ?? '',
          city: details.address_city ?? '',
          postalCode: details.address_postal_code ?? '',
          administrativeLevel1: details.address_region ?? '',
        }
      : null;
    return {
      id: user.id,
      // A child profile has no usable email of its own (see account-profiles.ts).
      email: user.role === 'child' && user.email.endsWith('@profiles.invalid') ? '' : user.email,
      name: user.name,
      role: user.role,
      details: { birthDate: details?.birth_date ?? null, phoneNumber: details?.phone_number ?? null, address },
      marketingPreferences: await marketingFor(req, userId, locale ?? user.locale ?? req.realm.defaultLocale),
    };
  }

  route(app, contract.account.account, async ({ req }) => {
    const viewer = await auth.requireUser(req);
    return readAccount(req, viewer.id, viewer.locale);
  });

  route(app, contract.account.updateAccount, async ({ req, body }) => {
    const viewer = await auth.requireUser(req);
    if (viewer.role === 'child') throw forbidden('CHILD_PROFILE', 'A child profile cannot change account details.');
    const name = body.name.trim();
    const problems: string[] = [];
    if (!name) problems.push('body/name: is required');
    if (body.birthDate) {
      const problem = birthDateProblem(body.birthDate);
      if (problem) problems.push(problem);
    }
    if (problems.length) throw badRequest('VALIDATION_ERROR', ...problems);
    if (body.email !== undefined) {
      const current = await db.selectFrom('users').select('email').where('id', '=', viewer.id).executeTakeFirst();
      if (body.email.trim().toLowerCase() !== current?.email) throw badRequest('EMAIL_READ_ONLY', 'The email address cannot be changed here.');
    }
    const trimmed = (value: string | undefined) => (value?.trim() ? value.trim() : null);
    const details = {
      ...(body.birthDate !== undefined ? { birth_date: body.birthDate || null } : {}),
      ...(body.phoneNumber !== undefined ? { phone_number: body.phoneNumber || null } : {}),
      ...(body.address !== undefined
        ? {
            address_country: body.address?.country ?? null,
            address_line1: trimmed(body.address?.line1),
            address_city: trimmed(body.address?.city),
            address_postal_code: trimmed(body.address?.postalCode),
            address_region: trimmed(body.address?.administrativeLevel1),
          }
        : {}),
    };
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name }).where('id', '=', viewer.id).execute();
      await trx
        .insertInto('user_details')
        .values({ user_id: viewer.id, ...details })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...details, updated_at: new Date() }))
        .execute();
    });
    return readAccount(req, viewer.id, viewer.locale);
  });

  route(app, contract.account.updateMarketing, async ({ req, body }) => {
    const viewer = await auth.requireUser(req);
    const { answers } = body;
    const known = new Map(MARKETING_TERMS.map((t) => [t.fieldName, t]));
    const problems = answers.flatMap((a, i) => {
      const term = known.get(a.fieldName);
      if (!term) return [`body/answers/${i}/fieldName: unknown term '${a.fieldName}'`];
      if (term.required && !a.answer) return [`body/answers/${i}/answer: '${a.fieldName}' is required`];
      return [];
    });
    if (new Set(answers.map((a) => a.fieldName)).size !== answers.length) problems.push('body/answers: each fieldName may appear once');
    if (problems.length) throw badRequest('VALIDATION_ERROR', ...problems);
    if (answers.length) {
      await db
        .insertInto('consent_answers')
        .values(answers.map((a) => ({ user_id: viewer.id, field_name: a.fieldName, answer: String(a.answer) })))
        .onConflict((oc) => oc.columns(['user_id', 'field_name']).doUpdateSet((eb) => ({ answer: eb.ref('excluded.answer'), answered_at: new Date() })))
        .execute();
    }
    return { marketingPreferences: await marketingFor(req, viewer.id, viewer.locale ?? req.realm.defaultLocale) };
  });
};
