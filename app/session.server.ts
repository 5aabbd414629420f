/**
 * The viewer's session: an encrypted and signed, HttpOnly cookie holding the platform tokens and
 * the session user (id, loc, rol, isGuest). The web stays stateless; tokens
 * never reach client JS (loaders return `publicUser()` only).
 *
 * Guests get no cookie at all: anonymous platform calls use a server-side guest
 * token (see platform/client.server.ts), so guest pages stay cacheable.
 */
import { createCookieSessionStorage, redirect, type Session } from '@remix-run/node';
import { getEnv } from './env.server';
import { createSealedCookie } from './sealed-cookie.server';
import { pathFor } from './routing/paths';

export interface SessionUser {
  id: string;
  loc: string;
  rol: string;
  isGuest: boolean;
}

export interface SessionTokens {
  authorisationToken: string;
  refreshToken: string;
}

interface SessionData {
  tokens: SessionTokens;
  user: SessionUser;
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | null = null;

export function sessionStorage() {
  if (!storage) {
    const env = getEnv();
    const production = env.NODE_ENV === 'production';
    storage = createCookieSessionStorage<SessionData>({
      // `__Host-` requires Secure, path / and no Domain: the browser then refuses it from any other origin.
      cookie: createSealedCookie(production ? '__Host-session' : 'session', {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: production,
        // The first secret seals and signs; every secret opens and verifies (rotation).
        secrets: env.SESSION_SECRETS,
        maxAge: 60 * 60 * 24 * 30,
      }),
    });
  }
  return storage;
}

export type ViewerSession = Session<SessionData>;

export async function getSession(request: Request): Promise<ViewerSession> {
  try {
    return await sessionStorage().getSession(request.headers.get('Cookie'));
  } catch {
    // A garbled cookie is an anonymous visitor, not an error page.
    return sessionStorage().getSession(null);
  }
}

export function sessionUser(session: ViewerSession): SessionUser | null {
  const user = session.get('user');
  const tokens = session.get('tokens');
  return user && tokens ? user : null;
}

/** What the page may know about the viewer (no tokens). */
export interface PublicUser {
  id: string;
  rol: string;
  isGuest: boolean;
}
export function publicUser(user: SessionUser | null): PublicUser {
  return user ? { id: user.id, rol: user.rol, isGuest: user.isGuest } : { id: 'guest', rol: 'GUEST', isGuest: true };
}

/** Decode (not verify: the platform does that) the claims of a platform JWT. */
export function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    const claims = JSON.parse(json);
    return claims && typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
}

export function userFromToken(token: string): SessionUser | null {
  const claims = decodeJwtClaims(token);
  if (!claims || typeof claims.sub !== 'string') return null;
  return {
    id: claims.sub,
    loc: typeof claims.loc === 'string' ? claims.loc : '',
    rol: typeof claims.rol === 'string' ? claims.rol : 'viewer',
    isGuest: claims.isGuest === true,
  };
}

/** A fresh session for a signed-in viewer (new id: no fixation). */
export async function createUserSession(tokens: SessionTokens): Promise<{ cookie: string; user: SessionUser } | null> {
  const user = userFromToken(tokens.authorisationToken);
  if (!user) return null;
  const session = await sessionStorage().getSession(null);
  session.set('tokens', tokens);
  session.set('user', user);
  return { cookie: await sessionStorage().commitSession(session), user };
}

export async function destroySessionCookie(session: ViewerSession) {
  return sessionStorage().destroySession(session);
}

/**
 * Gate for editor-only routes (admin previews): guests go to login with a `from`
 * back here, signed-in viewers get 403, editors pass.
 */
export async function requireEditor(request: Request): Promise<SessionUser> {
  const user = sessionUser(await getSession(request));
  if (!user || user.isGuest) {
    const url = new URL(request.url);
    throw redirect(pathFor('login', {}, { query: { from: url.pathname + url.search } }));
  }
  if (user.rol !== 'editor') {
    throw new Response('This page is for editors.', { status: 403, statusText: 'Forbidden' });
  }
  return user;
}
