/**
 * msw handlers for the platform's sign-in answers (contract/auth.ts, contract/account.ts) as
 * the reference platform gives them. Each handler records what the platform received, so
 * tests can check bodies and headers; `PLATFORM` is the base URL the tests' clients use.
 */
import { http, HttpResponse } from 'msw';

export const PLATFORM = 'http://127.0.0.1:3001';

export const jwt = (claims: Record<string, unknown>) => `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`;

export const GUEST_TOKEN = jwt({ sub: 'guest:1', rol: 'GUEST', isGuest: true, exp: Math.floor(Date.now() / 1000) + 900 });

export const SESSION = {
  authorisationToken: jwt({ sub: 'user-1', rol: 'viewer', loc: 'en', isGuest: false, exp: Math.floor(Date.now() / 1000) + 900 }),
  refreshToken: 'refresh-1',
  linkedAccounts: [],
  missingInformationStatus: 'NOT_REQUIRED',
};

export const ME = { id: 'user-1', email: 'viewer@example.com', name: 'Viewer', role: 'viewer', locale: 'en' };

export interface Received {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** Every request the handlers answered, in order. */
export function inbox() {
  const received: Received[] = [];
  return {
    received,
    to: (path: string) => received.filter((r) => r.path === path),
    async record(request: Request) {
      const text = request.method === 'GET' ? '' : await request.clone().text();
      received.push({ method: request.method, path: new URL(request.url).pathname, headers: request.headers, body: text ? JSON.parse(text) : null });
    },
  };
}

type Inbox = ReturnType<typeof inbox>;

export const authHandlers = (box: Inbox) => [
  http.post(`${PLATFORM}/token/guest`, async ({ request }) => {
    await box.record(request);
    return HttpResponse.json({ authorisationToken: GUEST_TOKEN });
  }),
  http.post(`${PLATFORM}/login`, async ({ request }) => {
    await box.record(request);
    const body = (await request.clone().json()) as { id?: string; secret?: string };
    if (body.secret !== 'Password-123')
      return HttpResponse.json({ code: 'FAILED_AUTHENTICATION', messages: ['The email or password is not correct.'] }, { status: 401 });
    return HttpResponse.json(SESSION);
  }),
  http.post(`${PLATFORM}/logout`, async ({ request }) => {
    await box.record(request);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`${PLATFORM}/user/me`, async ({ request }) => {
    await box.record(request);
    return request.headers.get('authorization') ? HttpResponse.json(ME) : HttpResponse.json({ code: 'UNAUTHORISED', messages: ['Sign in.'] }, { status: 401 });
  }),
];
