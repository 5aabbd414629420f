import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config.js';

describe('platform config', () => {
  it('applies defaults and warns about the development JWT secret', () => {
    const warnings: string[] = [];
    const config = loadConfig({}, (m) => warnings.push(m));
    expect(config).toMatchObject({ port: 3001, host: '127.0.0.1', dataDir: '.data', countryHeader: 'x-country', realmsDir: 'realms', publicUrl: 'http://127.0.0.1:3001' });
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
      DATA_DIR: '/var/lib/platform',
    });
    expect(config).toMatchObject({ port: 4001, databaseUrl: 'postgres://u@localhost:5432/db', publicUrl: 'https://cdn.example.com', countryHeader: 'cf-ipcountry', dataDir: '/var/lib/platform' });
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
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(32) }).jwtSecret).toBe('p'.repeat(32));
  });
});
