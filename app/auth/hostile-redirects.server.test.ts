/**
 * Hostile redirect targets: every value below goes through `from`,
 * `redirectTo` and `entryPage` into the real login action (a real platform on loopback, a
 * real sign-in) and into the sign-in completion; every answer must stay on this site.
 */
import { loadArgs } from '../../tests/support/load-args';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startPlatform, type Platform } from '../../tests/platform/harness';
import { signInTarget } from './login-query';

const SITE = 'http://localhost';

export const HOSTILE_TARGETS = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/%09/evil.example',
  '/\u0000//evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://evil.example',
  'HTTPS://evil.example/login',
  'http://evil.example/home',
  'https:evil.example',
  'http:/\\evil.example',
  '//evil.example@localhost',
  'http://localhost@evil.example',
  '/..//evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e%2e//evil.example',
  '../evil.example',
  '..//evil.example',
  'evil.example',
  '@evil.example',
  '//127.0.0.1:1/',
  '/' + 'a'.repeat(3000),
];

const PARAMS = ['from', 'redirectTo', 'entryPage'] as const;

function staysOnSite(location: string | null) {
  expect(location, 'a redirect has a Location').toBeTruthy();
  const target = location!;
  expect(target.startsWith('/'), target).toBe(true);
  expect(target.startsWith('//') || target.startsWith('/\\'), target).toBe(false);
  // eslint-disable-next-line no-control-regex -- asserting that no control character survives
  expect(/[\u0000-\u001f]/.test(target), target).toBe(false);
  expect(new URL(target, SITE).origin).toBe(SITE);
}

describe('hostile redirect targets', () => {
  it('has at least 30 values', () => {
    expect(HOSTILE_TARGETS.length).toBeGreaterThanOrEqual(30);
  });

  it('sign-in completion keeps every one on the site', () => {
    for (const param of PARAMS) {
      for (const hostile of HOSTILE_TARGETS) {
        const target = signInTarget(new URLSearchParams({ [param]: hostile }), 'en');
        staysOnSite(target);
      }
    }
  });

  describe('the real login action', () => {
    let platform: Platform;
    let action: typeof import('./login.route').action;

    beforeAll(async () => {
      platform = await startPlatform();
      await platform.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = platform.app.server.address() as AddressInfo;
      process.env.PLATFORM_URL = `http://127.0.0.1:${port}`;
      process.env.SESSION_SECRETS = 'hostile-redirects-test-secret-0123456789';
      ({ action } = await import('./login.route'));
    }, 180_000); // a platform start takes long on a busy shared box
    afterAll(async () => {
      await platform?.close();
    });

    // One demo account per parameter keeps each under the per-account sign-in limit.
    const accounts = { from: 'viewer@example.com', redirectTo: 'subscriber@example.com', entryPage: 'editor@example.com' };

    for (const param of PARAMS) {
      it(`signs in and stays on the site for every hostile ${param}`, async () => {
        for (const hostile of HOSTILE_TARGETS) {
          const url = new URL('/login', SITE);
          url.searchParams.set(param, hostile);
          const request = new Request(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Host: 'localhost' },
            body: new URLSearchParams({ email: accounts[param], password: DEMO_PASSWORD }),
          });
          const response = (await action(await loadArgs(request))) as Response;
          expect(response.status, `${param}=${JSON.stringify(hostile)}`).toBe(302);
          expect(response.headers.get('Set-Cookie'), 'signed in').toContain('session=');
          staysOnSite(response.headers.get('Location'));
        }
      });
    }

    it('a safe target is followed (the test would notice a helper that drops everything)', async () => {
      const url = new URL('/login', SITE);
      url.searchParams.set('from', '/video/123?t=1');
      const request = new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Host: 'localhost' },
        body: new URLSearchParams({ email: 'kid@example.com', password: DEMO_PASSWORD }),
      });
      const response = (await action(await loadArgs(request))) as Response;
      expect(response.headers.get('Location')).toBe('/video/123?t=1');
    });
  });
});
