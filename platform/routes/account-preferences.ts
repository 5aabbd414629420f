/**
 * GET and PUT /user/preferences: language, subTitleLanguage, audioLanguage,
 * autoAdvance (default true), videoBackgroundAutoPlay (default true) and
 * videoBackgroundAutoPlayAudio (default false: the spec's "muted true").
 * PUT changes only the keys it carries; `null` clears a language. The language is the
 * account's `users.locale` (what new tokens carry as `loc`) and must be one of the realm's
 * locales.
 */
import type { FastifyRequest } from 'fastify';
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { badRequest } from '../errors.js';
import '../account/tables.js';

export const preferenceRoutes: PlatformPlugin = async (app, ctx) => {
  const { db, auth } = ctx;

  function realmLocales(req: FastifyRequest): string[] {
    const declared = req.realm.settings.locales;
    return Array.isArray(declared) ? declared.filter((l): l is string => typeof l === 'string') : Object.keys(req.realm.labels);
  }

  async function readPreferences(userId: string) {
    const user = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
    const row = await db.selectFrom('user_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return {
      language: user?.locale ?? null,
      subTitleLanguage: row?.subtitle_language ?? null,
      audioLanguage: row?.audio_language ?? null,
      autoAdvance: row?.auto_advance ?? true,
      videoBackgroundAutoPlay: row?.background_autoplay ?? true,
      videoBackgroundAutoPlayAudio: row?.background_autoplay_audio ?? false,
    };
  }

  route(app, contract.account.preferences, async ({ req }) => readPreferences((await auth.requireUser(req)).id));

  route(app, contract.account.updatePreferences, async ({ req, body }) => {
    const viewer = await auth.requireUser(req);
    if (body.language !== undefined && !realmLocales(req).includes(body.language)) {
      throw badRequest('UNSUPPORTED_LANGUAGE', `body/language: must be one of ${realmLocales(req).join(', ')}`);
    }
    const changes = {
      ...(body.subTitleLanguage !== undefined ? { subtitle_language: body.subTitleLanguage } : {}),
      ...(body.audioLanguage !== undefined ? { audio_language: body.audioLanguage } : {}),
      ...(body.autoAdvance !== undefined ? { auto_advance: body.autoAdvance } : {}),
      ...(body.videoBackgroundAutoPlay !== undefined ? { background_autoplay: body.videoBackgroundAutoPlay } : {}),
      ...(body.videoBackgroundAutoPlayAudio !== undefined ? { background_autoplay_audio: body.videoBackgroundAutoPlayAudio } : {}),
    };
    await db.transaction().execute(async (trx) => {
      if (body.language !== undefined) await trx.updateTable('users').set({ locale: body.language }).where('id', '=', viewer.id).execute();
      if (Object.keys(changes).length) {
        await trx
          .insertInto('user_preferences')
          .values({ user_id: viewer.id, ...changes })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: new Date() }))
          .execute();
      }
    });
    return readPreferences(viewer.id);
  });
};
