/**
 * msw handlers for the platform's identity answers (social, Firebase, TV provider), as the
 * reference platform or an operator's back end would answer them, plus Firebase's REST API and
 * a TV provider host. Tests pick a scenario per call with `answer(...)`.
 */
import { http, HttpResponse } from 'msw';

export const PLATFORM = 'http://platform.test';
export const TV_HOST = 'http://tvp.test';
export const FIREBASE = 'https://identitytoolkit.googleapis.com/v1';

export const TOKENS = {
  authorisationToken: `x.${Buffer.from(JSON.stringify({ sub: 'user-1', rol: 'viewer', loc: 'en', isGuest: false })).toString('base64url')}.y`,
  refreshToken: 'refresh-1',
  linkedAccounts: [],
  missingInformationStatus: 'NOT_REQUIRED',
};

export const platformError = (status: number, code: string, message = `${code} happened`) =>
  HttpResponse.json({ code, messages: [message], requestId: 'req-1' }, { status });

/** Records the JSON bodies the platform received, per path. */
export function recorder() {
  const bodies = new Map<string, unknown[]>();
  return {
    bodies,
    async record(request: Request) {
      const path = new URL(request.url).pathname;
      const list = bodies.get(path) ?? [];
      list.push(
        request.method === 'GET'
          ? Object.fromEntries(new URL(request.url).searchParams)
          : await request
              .clone()
              .json()
              .catch(() => null),
      );
      bodies.set(path, list);
    },
  };
}

export const handlers = {
  /** Viewer calls made without a signed-in viewer fetch a guest token first. */
  guestToken: () => http.post(`${PLATFORM}/token/guest`, () => HttpResponse.json({ authorisationToken: 'guest-token' })),
  tokens: (path: string, rec?: ReturnType<typeof recorder>) =>
    http.post(`${PLATFORM}${path}`, async ({ request }) => {
      await rec?.record(request);
      return HttpResponse.json(TOKENS);
    }),
  fails: (method: 'get' | 'post' | 'delete', path: string, status: number, code: string, message?: string) =>
    http[method](`${PLATFORM}${path}`, () => platformError(status, code, message)),
  malformed: (path: string) => http.post(`${PLATFORM}${path}`, () => HttpResponse.json({ authorisationToken: 42 })),
  firebaseSignIn: (result: { idToken: string; refreshToken: string } | { errorMessage: string }, rec?: ReturnType<typeof recorder>) =>
    http.post(`${FIREBASE}/accounts:signInWithPassword`, async ({ request }) => {
      await rec?.record(request);
      if ('errorMessage' in result) return HttpResponse.json({ error: { code: 400, message: result.errorMessage } }, { status: 400 });
      return HttpResponse.json({ ...result, localId: 'fb-1', expiresIn: '3600' });
    }),
  tvRegister: (answers: Array<{ client_id: string; client_secret: string } | number>, rec?: ReturnType<typeof recorder>) => {
    let n = 0;
    return http.post(`${TV_HOST}/o/client/register`, async ({ request }) => {
      await rec?.record(request);
      const answer = answers[Math.min(n++, answers.length - 1)];
      return typeof answer === 'number'
        ? HttpResponse.json(
            { error: 'invalid_software_statement', error_description: 'Not recognised.', code: 'INVALID_SOFTWARE_STATEMENT', messages: ['Not recognised.'] },
            { status: answer },
          )
        : HttpResponse.json(answer, { status: 201 });
    });
  },
  tvRegcode: (answers: Array<{ accessToken: string; code: string } | number>, rec?: ReturnType<typeof recorder>) => {
    let n = 0;
    return http.post(`${PLATFORM}/v3/adobe/regcode`, async ({ request }) => {
      await rec?.record(request);
      const answer = answers[Math.min(n++, answers.length - 1)];
      return typeof answer === 'number' ? platformError(answer, answer === 400 ? 'INVALID_CLIENT' : 'BROKEN') : HttpResponse.json(answer);
    });
  },
};
