import { describe, expect, it } from 'vitest';
import type { AppContext } from '~/context.server';
import { pathPattern } from '~/routing/paths';
import { sessionStorage } from '~/session.server';
import { loadFailed, requireSignedIn } from './guard.server';

async function ctxFor(path: string, user: AppContext['user'] = null): Promise<AppContext> {
  const session = await sessionStorage().getSession(null);
  return {
    url: new URL(`http://arena.localhost${path}`),
    locale: 'es',
    session,
    user,
    sessionHeaders: async (h = new Headers()) => h,
  } as unknown as AppContext;
}

async function thrown(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected a thrown response');
}

describe('account guards', () => {
  it('sends guests to login in their path set with `from`', async () => {
    const res = await thrown(async () => requireSignedIn(await ctxFor('/cuenta?x=1')));
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`${pathPattern('login', 'es')}?from=%2Fcuenta%3Fx%3D1`);
  });

  it('lets a signed-in viewer through', async () => {
    const user = { id: 'u', loc: 'en', rol: 'viewer', isGuest: false };
    expect(requireSignedIn(await ctxFor('/account', user))).toBe(user);
  });

  it('a platform 401 means login with `from` and the session cookie cleared; an outage is 503; others keep their status', async () => {
    const ctx = await ctxFor('/preferencias');
    const login = await thrown(() => loadFailed(ctx, { kind: 'http', status: 401, code: 'UNAUTHORISED', messages: [] }));
    expect(login.status).toBe(302);
    expect(login.headers.get('Location')).toContain('from=%2Fpreferencias');
    expect(login.headers.get('Set-Cookie')).toMatch(/Expires=Thu, 01 Jan 1970/);
    const down = await thrown(() => loadFailed(ctx, { kind: 'timeout', status: 0, code: 'PLATFORM_TIMEOUT', messages: ['slow'] }));
    expect(down.status).toBe(503);
    const forbidden = await thrown(() => loadFailed(ctx, { kind: 'http', status: 403, code: 'FORBIDDEN', messages: ['no'] }));
    expect(forbidden.status).toBe(403);
  });
});
