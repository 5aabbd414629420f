/**
 * TV pairing by short code (the web's `/tv-login/{tvAuthType?}`; the calls are
 * **(chosen)**, after the OAuth device flow, RFC 8628):
 *   POST /tv/code   { deviceName? }  no auth       → 201 { userCode, deviceCode, expiresIn, interval }
 *   POST /tv/pair   { userCode }     viewer bearer → 200 { deviceName }
 *   POST /tv/token  { deviceCode }   no auth       → 200 { status: 'PENDING' } | { status: 'PAIRED', tokens… }
 * The TV shows `userCode` (8 letters without vowels or look-alikes, shown as XXXX-XXXX);
 * a signed-in viewer enters it on the web; the TV's next poll receives a session for that
 * viewer, once. Codes live 10 minutes. The device code is stored hashed.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { conflict, HttpError, notFound } from '../errors.js';
import { hashToken } from '../auth/tokens.js';
import { FailedAttempts } from '../auth/attempts.js';
import { issueSession } from '../account/sessions.js';
import '../account/tables.js';

export const TV_CODE_SECONDS = 10 * 60;
export const TV_POLL_INTERVAL_SECONDS = 5;
/** RFC 8628 §6.1: consonants only (no words), none that look alike. */
const ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
const CODE_LENGTH = 8;

export function drawUserCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** What a viewer typed → the stored form: upper case, separators and spaces dropped. */
export function normaliseUserCode(input: string): string {
  return input.toUpperCase().replace(/[^A-Z]/g, '');
}

export const formatUserCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

const gone = (code: string, message: string) => new HttpError(410, code, [message]);

export const tvRoutes: PlatformPlugin = async (app, ctx) => {
  const { db, auth } = ctx;
  // Guessing codes: 10 wrong codes per viewer per 15 minutes, then 429.
  const wrongCodes = new FailedAttempts(db, 'tv-code-failures', 10, 15 * 60_000);

  route(app, contract.account.tvCode, async ({ req, body }) => {
    const deviceName = (body?.deviceName ?? '').trim();
    const deviceCode = randomBytes(32).toString('base64url');
    // Drop this realm's expired codes first so their user codes can be drawn again.
    await db
      .deleteFrom('tv_pairings')
      .where('realm', '=', req.realm.id)
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
    for (let attempt = 0; attempt < 5; attempt++) {
      const userCode = drawUserCode();
      const inserted = await db
        .insertInto('tv_pairings')
        .values({
          id: randomUUID(),
          user_code: userCode,
          device_code_hash: hashToken(deviceCode),
          realm: req.realm.id,
          device_name: deviceName,
          expires_at: new Date(Date.now() + TV_CODE_SECONDS * 1000),
        })
        .onConflict((oc) => oc.columns(['realm', 'user_code']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        return { userCode: formatUserCode(userCode), deviceCode, expiresIn: TV_CODE_SECONDS, interval: TV_POLL_INTERVAL_SECONDS };
      }
    }
    throw new HttpError(503, 'RETRY', ['No free pairing code right now; try again.']);
  });

  route(app, contract.account.tvPair, async ({ req, body }, reply) => {
    const viewer = await auth.requireUser(req);
    const wait = await wrongCodes.blockedFor(viewer.id);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', ['Too many wrong codes. Try again later.']);
    }
    const userCode = normaliseUserCode(body.userCode);
    const claimed = await db
      .updateTable('tv_pairings')
      .set({ user_id: viewer.id, approved_at: sql`now()` })
      .where('realm', '=', req.realm.id)
      .where('user_code', '=', userCode)
      .where('approved_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('device_name')
      .executeTakeFirst();
    if (claimed) {
      await wrongCodes.succeed(viewer.id);
      return { deviceName: claimed.device_name };
    }
    const known = await db
      .selectFrom('tv_pairings')
      .select(['approved_at', 'expires_at'])
      .where('realm', '=', req.realm.id)
      .where('user_code', '=', userCode)
      .executeTakeFirst();
    if (!known) {
      await wrongCodes.fail(viewer.id);
      throw notFound('UNKNOWN_CODE', 'This code is not valid. Check the code on your TV.');
    }
    if (known.approved_at) throw conflict('CODE_ALREADY_USED', 'This code has already been used.');
    throw gone('CODE_EXPIRED', 'This code has expired. Ask your TV for a new one.');
  });

  route(app, contract.account.tvToken, async ({ req, body }) => {
    const hash = hashToken(body.deviceCode);
    // Claim delivery atomically: only one poll gets the session.
    const delivered = await db
      .updateTable('tv_pairings')
      .set({ delivered_at: sql`now()` })
      .where('device_code_hash', '=', hash)
      .where('realm', '=', req.realm.id)
      .where('approved_at', 'is not', null)
      .where('delivered_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (delivered?.user_id) {
      const session = await issueSession(ctx, req, delivered.user_id);
      if (!session) throw gone('CODE_EXPIRED', 'The account that paired this TV no longer exists.');
      const { sessionId: _sid, ...answer } = session;
      return { status: 'PAIRED' as const, ...answer };
    }
    const row = await db
      .selectFrom('tv_pairings')
      .select(['expires_at', 'delivered_at'])
      .where('device_code_hash', '=', hash)
      .where('realm', '=', req.realm.id)
      .executeTakeFirst();
    if (!row) throw notFound('UNKNOWN_DEVICE_CODE', 'Unknown device code. Ask for a new pairing code.');
    if (row.delivered_at) throw gone('CODE_ALREADY_USED', 'This TV has already received its session.');
    if (new Date(row.expires_at).getTime() <= Date.now()) throw gone('CODE_EXPIRED', 'This code has expired. Ask for a new one.');
    return { status: 'PENDING' as const };
  });
};
