/**
 * Short-lived signed cookies the identity flows keep across a provider redirect. The spec
 * keeps these in browser storage; here they are HttpOnly cookies signed with the session
 * secrets, so client JS never holds them and the flows work without JavaScript.
 */
import { createCookie, type Cookie } from '@remix-run/node';
import { getEnv } from '~/env.server';

const cookies = new Map<string, Cookie>();

/** `sameSiteNone`: for answers the provider POSTs back cross-site (Apple's form_post); needs https. */
export function identityCookie(name: string, maxAgeSeconds: number, options: { sameSiteNone?: boolean } = {}): Cookie {
  const key = `${name}|${maxAgeSeconds}|${options.sameSiteNone ? 'none' : 'lax'}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    const env = getEnv();
    const production = env.NODE_ENV === 'production';
    cookie = createCookie(production ? `__Host-${name}` : name, {
      httpOnly: true,
      path: '/',
      sameSite: options.sameSiteNone && production ? 'none' : 'lax',
      secure: production,
      secrets: env.SESSION_SECRETS,
      maxAge: maxAgeSeconds,
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

export async function readCookie<T>(cookie: Cookie, request: Request, parse: (value: unknown) => T | null): Promise<T | null> {
  try {
    return parse(await cookie.parse(request.headers.get('Cookie')));
  } catch {
    return null; // a garbled or re-signed cookie is no cookie
  }
}

export function clearCookie(cookie: Cookie) {
  return cookie.serialize('', { maxAge: 0 });
}
