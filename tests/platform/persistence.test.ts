/** PGlite on disk: data survives a restart; seeding and migrations are idempotent. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../platform/server.js';
import { ROOT, TEST_REALMS_DIR } from './harness.js';

const dataDir = mkdtempSync(join(tmpdir(), 'platform-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = () =>
  buildServer({
    logger: false,
    config: {
      databaseUrl: undefined,
      dataDir,
      realmsDir: TEST_REALMS_DIR,
      fixturesDir: join(ROOT, 'fixtures'),
      jwtSecret: 'test-secret-test-secret-test-secret-0123',
      argon2: { memoryCost: 1024, timeCost: 1 },
    },
  });

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('PGlite on disk', () => {
  it('keeps accounts across restarts and seeds only once', async () => {
    const first = await start();
    const signup = await first.inject({
      method: 'POST',
      url: '/signup',
      headers: { realm: 'testrealm' },
      payload: { username: 'durable@example.com', password: 'survives restarts' },
    });
    expect(signup.statusCode).toBe(202); // sign-up does not sign in (ADR 0016): sign in for a refresh token
    const before = await first.inject({
      method: 'POST',
      url: '/login',
      headers: { realm: 'testrealm' },
      payload: { id: 'durable@example.com', secret: 'survives restarts' },
    });
    expect(before.statusCode).toBe(200);
    const usersBefore = await first.platform.db.selectFrom('users').select('id').execute();
    await first.close();

    const second = await start();
    const usersAfter = await second.platform.db.selectFrom('users').select('id').execute();
    expect(usersAfter.length).toBe(usersBefore.length);
    const login = await second.inject({
      method: 'POST',
      url: '/login',
      headers: { realm: 'testrealm' },
      payload: { id: 'durable@example.com', secret: 'survives restarts' },
    });
    expect(login.statusCode).toBe(200);
    // The refresh token issued before the restart still rotates.
    // An expired token left from before the restart is pruned at the next start.
    await second.platform.db
      .insertInto('refresh_tokens')
      .values({
        id: 'expired-1',
        token_hash: 'h-expired',
        family_id: 'f-expired',
        user_id: 'user-viewer',
        realm: 'testrealm',
        expires_at: new Date(Date.now() - 1000),
      })
      .execute();
    const refresh = await second.inject({
      method: 'POST',
      url: '/token/refresh',
      headers: { realm: 'testrealm' },
      payload: { refreshToken: JSON.parse(before.body).refreshToken },
    });
    expect(refresh.statusCode).toBe(200);
    const migrations = await second.platform.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute();
    expect(migrations.length).toBeGreaterThanOrEqual(1);
    await second.close();

    const third = await start();
    const expired = await third.platform.db.selectFrom('refresh_tokens').select('id').where('id', '=', 'expired-1').execute();
    expect(expired).toEqual([]);
    await third.close();
  });

  it('keeps a favourite added through the API across a restart', async () => {
    const realm = { realm: 'testrealm' };
    const signIn = async (server: Awaited<ReturnType<typeof start>>) => {
      const res = await server.inject({ method: 'POST', url: '/login', headers: realm, payload: { id: 'viewer@example.com', secret: 'Password-123' } });
      expect(res.statusCode).toBe(200);
      return { ...realm, authorization: `Bearer ${JSON.parse(res.body).authorisationToken}` };
    };
    const first = await start();
    const put = await first.inject({ method: 'PUT', url: '/favourite/vods/vod-003', headers: await signIn(first) });
    expect(put.statusCode).toBeLessThan(300);
    await first.close();

    const second = await start();
    const list = await second.inject({ method: 'GET', url: '/favourite/vods', headers: await signIn(second) });
    expect(list.statusCode).toBe(200);
    expect(JSON.parse(list.body).vods.map((v: { id: string }) => v.id)).toContain('vod-003');
    await second.close();
  });

  it('refuses a data folder another live process holds, and takes over a stale lock', async () => {
    const lockFile = join(dataDir, 'pglite.lock');
    writeFileSync(lockFile, String(process.ppid)); // a live process that is not us
    await expect(start()).rejects.toThrow(/in use by process \d+.*DATA_DIR/);
    writeFileSync(lockFile, '2147483646'); // no such process
    const app = await start();
    await app.close();

    // A crashed platform whose parent died first can linger as an unreaped zombie: it holds
    // nothing, so its lock is taken over. `sleep 0` becomes a zombie of `exec sleep 3`.
    const zombieHolder = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 3'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const zombiePid = Number((await new Promise<string>((done) => zombieHolder.stdout.once('data', (d) => done(String(d))))).trim());
    await new Promise((done) => setTimeout(done, 300));
    expect(readFileSync(`/proc/${zombiePid}/stat`, 'utf8')).toMatch(/\) Z /);
    writeFileSync(lockFile, String(zombiePid));
    const afterZombie = await start();
    zombieHolder.kill();
    await afterZombie.close();
    const app2 = await start();
    expect((await app2.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await app2.close();
    expect(existsSync(lockFile)).toBe(false);
  });
});
