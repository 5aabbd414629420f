import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('parseEnv', () => {
  it('applies defaults in development', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PLATFORM_URL).toBe('http://127.0.0.1:3001');
    expect(env.PLATFORM_PUBLIC_URL).toBe('http://127.0.0.1:3001');
    expect(env.PLATFORM_TIMEOUT_MS).toBe(4000);
    expect(env.usingLocalSecret).toBe(true);
    expect(env.SESSION_SECRETS[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('splits rotating secrets, first one signs', () => {
    const env = parseEnv({ SESSION_SECRETS: 'new-secret-aaaaaaaa, old-secret-bbbbbbbb', PLATFORM_URL: 'http://x:1/' });
    expect(env.SESSION_SECRETS).toEqual(['new-secret-aaaaaaaa', 'old-secret-bbbbbbbb']);
    expect(env.PLATFORM_URL).toBe('http://x:1');
  });

  it('refuses secrets published in the source, in every mode', () => {
    expect(() => parseEnv({ SESSION_SECRETS: 'dev-only-session-secret-change-me' })).toThrow(/published in the source/);
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRETS: 'fresh-secret-aaaaaaaa,e2e-session-secret-not-for-production-000000' })).toThrow(
      /published in the source/,
    );
  });

  it('requires secrets in production and reports every problem clearly', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRETS is required in production/);
    expect(() => parseEnv({ PORT: 'abc', PLATFORM_URL: 'ftp://x' })).toThrow(/PORT[\s\S]*PLATFORM_URL must be an http/);
  });
});
