import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'platform-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(32),
  DEMO_OIDC_CLIENT_SECRET: 'q'.repeat(24),
  PSP_SECRET_KEY: 'r'.repeat(32),
  PSP_WEBHOOK_SECRET: 's'.repeat(32),
};

describe('platform config', () => {
  it('applies defaults and warns that JWT_SECRET is a local random one', () => {
    const warnings: string[] = [];
    const config = loadConfig({ DATA_DIR: dataDir }, (m) => warnings.push(m));
    expect(config).toMatchObject({
      port: 3001,
      host: '127.0.0.1',
      dataDir,
      countryHeader: 'x-country',
      realmsDir: 'realms',
      publicUrl: 'http://127.0.0.1:3001',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(warnings.join()).toContain('JWT_SECRET');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PLATFORM_PORT: '4001',
      DATABASE_URL: 'postgres://u@localhost:5432/db',
      PLATFORM_PUBLIC_URL: 'https://cdn.example.com/',
      JWT_SECRET: 's'.repeat(40),
      COUNTRY_HEADER: 'CF-IPCountry',
      DATA_DIR: dataDir,
      TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8',
    });
    expect(config).toMatchObject({
      port: 4001,
      databaseUrl: 'postgres://u@localhost:5432/db',
      publicUrl: 'https://cdn.example.com',
      countryHeader: 'cf-ipcountry',
      dataDir,
    });
    expect(config.jwtSecret).toBe('s'.repeat(40));
    expect(config.trustedProxies.entries).toEqual(['10.0.0.0/8', 'fd00::/8']);
  });

  it('refuses bad values with one readable message naming each variable', () => {
    expect(() => loadConfig({ PLATFORM_PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PLATFORM_PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PLATFORM_PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('JWT_SECRET: must be at least 32 characters');
    }
    expect(() => loadConfig({ ...production, TRUSTED_PROXIES: '10.0.0.0/99' })).toThrow(/TRUSTED_PROXIES: "10.0.0.0\/99" has a bad prefix/);
    expect(() => loadConfig({ ...production, TRUSTED_PROXIES: 'web.internal' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('requires JWT_SECRET and DEMO_OIDC_CLIENT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(32) })).toThrow(/DEMO_OIDC_CLIENT_SECRET: required in production/);
    expect(() => loadConfig({ ...production, PSP_SECRET_KEY: undefined })).toThrow(/PSP_SECRET_KEY: required in production/);
    expect(() => loadConfig({ ...production, PSP_WEBHOOK_SECRET: 'short' })).toThrow(/PSP_WEBHOOK_SECRET: must be at least 32 characters/);
    const config = loadConfig(production);
    expect(config.jwtSecret).toBe('p'.repeat(32));
    expect(config.psp).toMatchObject({ url: 'http://127.0.0.1:3002', secretKey: 'r'.repeat(32), webhookSecret: 's'.repeat(32) });
    // Production: no outbox, no trusted proxy unless named.
    expect(config.outboxApi).toBe(false);
    expect(config.outboxToken).toBeUndefined();
    expect(config.trustedProxies.entries).toEqual([]);
  });

  it('refuses a secret written anywhere in the repository (the old development defaults, test values)', () => {
    for (const leaked of ['dev-only-insecure-jwt-secret-change-me-0123456789', 'test-secret-test-secret-test-secret-0123']) {
      expect(() => loadConfig({ ...production, JWT_SECRET: leaked })).toThrow(/JWT_SECRET: this value is written in the repository/);
    }
    expect(() => loadConfig({ ...production, DEMO_OIDC_CLIENT_SECRET: 'demo-oidc-client-secret-for-development' })).toThrow(
      /DEMO_OIDC_CLIENT_SECRET: this value is written/,
    );
    expect(() => loadConfig({ ...production, OIDC_CLIENT_SECRET_ACME: 'dev-only-insecure-jwt-secret-change-me-0123456789' })).toThrow(
      /OIDC_CLIENT_SECRET_ACME/,
    );
  });

  it('outside production, unset secrets are random, kept in the data dir (0600) and stable across restarts', () => {
    const first = loadConfig({ DATA_DIR: dataDir }, () => {});
    const second = loadConfig({ DATA_DIR: dataDir }, () => {});
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(first.demoOidcClientSecret).not.toBe(first.jwtSecret);
    expect(first.outboxToken).toBe(readFileSync(join(dataDir, 'outbox-token'), 'utf8'));
    // Another data dir, another secret; memory:// keeps it in the process and writes nothing.
    const other = mkdtempSync(join(tmpdir(), 'platform-config-'));
    try {
      expect(loadConfig({ DATA_DIR: other }, () => {}).jwtSecret).not.toBe(first.jwtSecret);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
    const memory = loadConfig({ DATA_DIR: 'memory://' }, () => {});
    expect(memory.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(existsSync('memory:')).toBe(false);
  });

  it('a secret the caller passes is used as is (tests)', () => {
    expect(loadConfig({ ...production, JWT_SECRET: undefined }, () => {}, { jwtSecret: 'given-'.repeat(6) }).jwtSecret).toBe('given-'.repeat(6));
  });
});
