import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPspConfig, PSP_SECRET_FILES } from '../../psp/config';
import { localSecret } from '../../platform/security/secrets';

describe('loadPspConfig', () => {
  it('defaults: port 3002, public URL, the platform webhook URL, secrets shared through DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'psp-config-'));
    try {
      const { host, port, options } = loadPspConfig({ DATA_DIR: dataDir, PLATFORM_PORT: '3201' });
      expect({ host, port }).toEqual({ host: '127.0.0.1', port: 3002 });
      expect(options.publicUrl).toBe('http://127.0.0.1:3002');
      expect(options.webhookUrl).toBe('http://127.0.0.1:3201/psp/webhooks');
      // The platform reads the same files with localSecret: both sides agree without configuration.
      expect(options.secretKey).toBe(localSecret(dataDir, PSP_SECRET_FILES.secretKey).secret);
      expect(options.webhookSecret).toBe(readFileSync(path.join(dataDir, 'psp-webhook-secret'), 'utf8').trim());
      expect(options.secretKey).not.toBe(options.webhookSecret);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes the environment, refuses short secrets and missing ones in production', () => {
    const secret = 'a'.repeat(20) + Date.now().toString(36) + 'b'.repeat(12);
    const { port, options } = loadPspConfig({
      DATA_DIR: 'memory://',
      PSP_PORT: '3252',
      PSP_PUBLIC_URL: 'https://pay.example/',
      PSP_WEBHOOK_URL: 'http://10.0.0.2/psp/webhooks',
      PSP_SECRET_KEY: secret,
      PSP_WEBHOOK_SECRET: `${secret}w`,
    });
    expect(port).toBe(3252);
    expect(options.publicUrl).toBe('https://pay.example');
    expect(options.webhookUrl).toBe('http://10.0.0.2/psp/webhooks');
    expect(options.secretKey).toBe(secret);
    expect(() => loadPspConfig({ DATA_DIR: 'memory://', PSP_SECRET_KEY: 'short' })).toThrow(/at least 32/);
    expect(() => loadPspConfig({ DATA_DIR: 'memory://', NODE_ENV: 'production' })).toThrow(/PSP_SECRET_KEY is required in production/);
    expect(() => loadPspConfig({ DATA_DIR: 'memory://', PSP_PORT: 'x' })).toThrow(/PSP_PORT/);
    expect(() => loadPspConfig({ DATA_DIR: 'memory://', PSP_ALLOWED_PARENTS: 'evil' })).toThrow(/PSP_ALLOWED_PARENTS/);
  });
});
