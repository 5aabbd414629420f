/**
 * Seeds the demo accounts from fixtures/users.json. Existing accounts are left as they
 * are (a viewer may have changed a password); only missing ones are hashed and inserted.
 * The `licences` field of each user belongs to platform-content's catalogue seed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords.js';
import type { SeedContext } from './seed.js';

const usersFixture = z.object({
  users: z.array(
    z.object({
      id: z.string().min(1),
      email: z.string().email(),
      password: z.string().min(8),
      name: z.string().default(''),
      role: z.enum(['viewer', 'editor', 'child']),
      locale: z.string().nullable().default(null),
      parent: z.string().optional(),
      licences: z.array(z.unknown()).optional(),
    }),
  ),
});

export async function seedUsers({ db, config, fixturesDir, log }: SeedContext) {
  let raw: string;
  try {
    raw = await readFile(join(fixturesDir, 'users.json'), 'utf8');
  } catch {
    log.warn(`No ${join(fixturesDir, 'users.json')}: no demo accounts seeded`);
    return;
  }
  const fixture = usersFixture.parse(JSON.parse(raw));
  const existing = new Set((await db.selectFrom('users').select('id').execute()).map((r) => r.id));
  // Parents first, so the child's foreign key resolves.
  const ordered = [...fixture.users].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)));
  let added = 0;
  for (const user of ordered) {
    if (existing.has(user.id)) continue;
    const passwordHash = await hashPassword(user.password, config.argon2);
    const inserted = await db
      .insertInto('users')
      .values({
        id: user.id,
        email: user.email.toLowerCase(),
        password_hash: passwordHash,
        name: user.name,
        role: user.role,
        locale: user.locale,
        parent_user_id: user.parent ?? null,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    added += Number(inserted.numInsertedOrUpdatedRows ?? 0);
  }
  if (added) log.info(`Seeded ${added} demo account(s)`);
}
