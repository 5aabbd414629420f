/**
 * Profiles (a user may be a child profile; realm `profileConfiguration`
 * maxProfiles / kidsProfiles). **(chosen)** paths:
 *   GET /user/profiles, POST /user/profiles, DELETE /user/profiles/{id},
 *   POST /user/profiles/{id}/switch.
 * A family is a main account and the child profiles under it (`users.parent_user_id`).
 * A child profile is a `users` row with the child role, an unusable email and no
 * password, so nobody can sign in as it directly: only the main account switches to it.
 * From a child profile nothing can be created, deleted or switched to (a child cannot
 * escape to the parent's account); the viewer signs out and in as the parent instead.
 */
import { randomUUID } from 'node:crypto';
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { issueSession, realmObject } from '../account/sessions.js';
import '../account/tables.js';

const DEFAULT_MAX_PROFILES = 5;

export const profileRoutes: PlatformPlugin = async (app, ctx) => {
  const { db, auth } = ctx;

  function configFor(settings: Record<string, unknown>) {
    const config = realmObject(settings, 'profileConfiguration');
    const max = typeof config.maxProfiles === 'number' && config.maxProfiles >= 1 ? Math.floor(config.maxProfiles) : DEFAULT_MAX_PROFILES;
    return { maxProfiles: max, kidsProfiles: config.kidsProfiles !== false };
  }

  /** The main account of the viewer's family. */
  async function familyOwner(userId: string) {
    const user = await db.selectFrom('users').select(['id', 'parent_user_id']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound('UNKNOWN_USER', 'The account no longer exists.');
    return user.parent_user_id ?? user.id;
  }

  async function familyOf(ownerId: string, currentId: string) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'name', 'role', 'parent_user_id', 'created_at'])
      .where((eb) => eb.or([eb('id', '=', ownerId), eb('parent_user_id', '=', ownerId)]))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows
      .map((r) => ({ id: r.id, name: r.name, kind: r.parent_user_id ? ('CHILD' as const) : ('MAIN' as const), current: r.id === currentId }))
      .sort((a, b) => Number(a.kind === 'CHILD') - Number(b.kind === 'CHILD'));
  }

  route(app, contract.account.profiles, async ({ req }) => {
    const viewer = await auth.requireUser(req);
    const owner = await familyOwner(viewer.id);
    return { ...configFor(req.realm.settings), canManage: viewer.role !== 'child', profiles: await familyOf(owner, viewer.id) };
  });

  route(app, contract.account.createProfile, async ({ req, body }) => {
    const viewer = await auth.requireUser(req);
    if (viewer.role === 'child') throw forbidden('CHILD_PROFILE', 'A child profile cannot manage profiles.');
    const config = configFor(req.realm.settings);
    if (!config.kidsProfiles) throw forbidden('KIDS_PROFILES_DISABLED', 'This service does not offer child profiles.');
    const { name } = body;
    const id = randomUUID();
    const created = await db.transaction().execute(async (trx) => {
      // Count inside the transaction; the parent row lock serialises concurrent creations.
      await trx.selectFrom('users').select('id').where('id', '=', viewer.id).forUpdate().executeTakeFirst();
      const count = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where((eb) => eb.or([eb('id', '=', viewer.id), eb('parent_user_id', '=', viewer.id)]))
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= config.maxProfiles) return false;
      await trx
        .insertInto('users')
        .values({
          id,
          email: `profile-${id}@profiles.invalid`,
          password_hash: '!',
          name: name.trim(),
          role: 'child',
          locale: viewer.locale,
          parent_user_id: viewer.id,
        })
        .execute();
      return true;
    });
    if (!created) throw conflict('PROFILE_LIMIT', `An account can have at most ${config.maxProfiles} profiles.`);
    return { id, name: name.trim(), kind: 'CHILD' as const, current: false };
  });

  route(app, contract.account.deleteProfile, async ({ req, params }) => {
    const viewer = await auth.requireUser(req);
    if (viewer.role === 'child') throw forbidden('CHILD_PROFILE', 'A child profile cannot manage profiles.');
    const { id } = params;
    const deleted = await db.deleteFrom('users').where('id', '=', id).where('parent_user_id', '=', viewer.id).where('role', '=', 'child').executeTakeFirst();
    if (!Number(deleted.numDeletedRows)) throw notFound('UNKNOWN_PROFILE', 'No such child profile on this account.');
  });

  route(app, contract.account.switchProfile, async ({ req, params }) => {
    const viewer = await auth.requireUser(req);
    if (viewer.role === 'child') throw forbidden('CHILD_PROFILE', 'Sign in as the main account to switch profiles.');
    const { id } = params;
    const family = await familyOf(viewer.id, viewer.id);
    if (!family.some((p) => p.id === id)) throw notFound('UNKNOWN_PROFILE', 'No such profile on this account.');
    const session = await issueSession(ctx, req, id);
    if (!session) throw notFound('UNKNOWN_PROFILE', 'No such profile on this account.');
    const { sessionId: _sid, ...answer } = session;
    return answer;
  });
};
