import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('parseEnv', () => {
  it('applies defaults in development', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PLATFORM_URL).toBe('http://127.0.0.1:3001');
    expect(env.PLATFORM_PUBLIC_URL).toBe('http://127.0.0.1:3001');
    expect(env.PLATFORM_TIMEOUT_MS).toBe(4000);
    expect(env.usingDevSecret).toBe(true);
  });

  it('splits rotating secrets, first one signs', () => {
    const env = parseEnv({ SESSION_SECRETS: 'new-secret-aaaaaaaa, old-secret-bbbbbbbb', PLATFORM_URL: 'http://x:1/' });
    expect(env.SESSION_SECRETS).toEqual(['new-secret-aaaaaaaa', 'old-secret-bbbbbbbb']);
    expect(env.PLATFORM_URL).toBe('http://x:1');
  });

  it('requires secrets in production and reports every problem clearly', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRETS is required in production/);
    expect(() => parseEnv({ PORT: 'abc', PLATFORM_URL: 'ftp://x' })).toThrow(/PORT[\s\S]*PLATFORM_URL must be an http/);
  });
});
