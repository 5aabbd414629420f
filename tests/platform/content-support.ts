/** Shared setup of the platform-content tests: a platform on the content test realm, signed-in tokens. */
import { join } from 'node:path';
import { signIn, startPlatform, type Platform } from './harness.js';

export const CONTENT_REALMS_DIR = join(import.meta.dirname, 'content-fixtures', 'realms');
export const REALM = 'contentrealm';

export interface ContentPlatform {
  platform: Platform;
  guest: Record<string, string>;
  viewer: Record<string, string>;
  subscriber: Record<string, string>;
  get(url: string, headers?: Record<string, string>): Promise<{ status: number; body: any; raw: string; headers: Record<string, unknown> }>;
  call(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ): Promise<{ status: number; body: any; raw: string; headers: Record<string, unknown> }>;
}

export async function startContentPlatform(): Promise<ContentPlatform> {
  const platform = await startPlatform({ realmsDir: CONTENT_REALMS_DIR });
  const guestRes = await platform.inject({ method: 'POST', url: '/token/guest', headers: { realm: REALM } });
  const guestToken = platform.json(guestRes).authorisationToken as string;
  const viewerTokens = await signIn(platform, REALM, 'viewer@example.com');
  const subscriberTokens = await signIn(platform, REALM, 'subscriber@example.com');
  const call: ContentPlatform['call'] = async (method, url, headers = {}, payload) => {
    const res = await platform.inject({ method, url, headers: { realm: REALM, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
    let body: any = null;
    try {
      body = res.body ? JSON.parse(res.body) : null;
    } catch {
      body = null;
    }
    return { status: res.statusCode, body, raw: res.body, headers: res.headers };
  };
  return {
    platform,
    guest: { authorization: `Bearer ${guestToken}` },
    viewer: { authorization: `Bearer ${viewerTokens.authorisationToken}` },
    subscriber: { authorization: `Bearer ${subscriberTokens.authorisationToken}` },
    get: (url, headers) => call('GET', url, headers),
    call,
  };
}

/** An error answer has the platform's shape. */
export function expectError(res: { status: number; body: any }, status: number, code?: string) {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  if (!res.body || typeof res.body.code !== 'string' || !Array.isArray(res.body.messages) || res.body.messages.length === 0) {
    throw new Error(`not an error body: ${JSON.stringify(res.body)}`);
  }
  if (code && res.body.code !== code) throw new Error(`expected code ${code}, got ${res.body.code}`);
}
