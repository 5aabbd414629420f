import { describe, expect, it } from 'vitest';
import { createUserSession, getSession, requireEditor, sessionUser, userFromToken } from './session.server';

const jwt = (claims: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

async function requestAs(rol: string | null) {
  if (!rol) return new Request('http://arena.localhost/_admin/page?x=1');
  const session = await createUserSession({ authorisationToken: jwt({ sub: 'u1', rol, loc: 'en', isGuest: false }), refreshToken: 'r' });
  const cookie = session!.cookie.split(';')[0];
  return new Request('http://arena.localhost/_admin/page?x=1', { headers: { Cookie: cookie } });
}

async function outcome(request: Request) {
  try {
    return { user: await requireEditor(request) };
  } catch (thrown) {
    return { response: thrown as Response };
  }
}

describe('session', () => {
  it('reads the session user from the token claims', () => {
    expect(userFromToken(jwt({ sub: 'u1', rol: 'viewer', loc: 'es', isGuest: false }))).toEqual({ id: 'u1', rol: 'viewer', loc: 'es', isGuest: false });
    expect(userFromToken('garbage')).toBeNull();
  });

  it('treats a tampered or garbled cookie as an anonymous visitor', async () => {
    const session = await getSession(new Request('http://x/', { headers: { Cookie: 'session=eyJ0b2tlbnMiOnt9fQ%3D%3D.forged' } }));
    expect(sessionUser(session)).toBeNull();
  });

  it('requireEditor: guests go to login with from, viewers get 403, editors pass', async () => {
    const guest = await outcome(await requestAs(null));
    expect(guest.response?.status).toBe(302);
    expect(guest.response?.headers.get('Location')).toBe('/login?from=%2F_admin%2Fpage%3Fx%3D1');

    const viewer = await outcome(await requestAs('viewer'));
    expect(viewer.response?.status).toBe(403);

    const editor = await outcome(await requestAs('editor'));
    expect(editor.user?.rol).toBe('editor');
  });
});
