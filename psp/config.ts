/**
 * The provider's settings from the environment (see the README's table):
 * PSP_PORT (3002) and PSP_HOST (127.0.0.1), PSP_PUBLIC_URL (what browsers use), PSP_WEBHOOK_URL (the
 * platform's /psp/webhooks), PSP_SECRET_KEY and PSP_WEBHOOK_SECRET (unset: generated once
 * under DATA_DIR, the same files the platform reads, so both sides agree; required in
 * production), PSP_ALLOWED_PARENTS (origins that may frame the hosted card fields).
 */
import { findInSource, localSecret } from '../platform/security/secrets.js';
import { DEFAULT_ALLOWED_PARENTS, parseParentPatterns } from './parents.js';
import type { PspOptions } from './app.js';

export class PspConfigError extends Error {}

type Environment = Record<string, string | undefined>;

export const PSP_SECRET_FILES = { secretKey: 'psp-secret-key', webhookSecret: 'psp-webhook-secret' } as const;

const MIN_SECRET_LENGTH = 32;

function secretFrom(env: Environment, variable: string, file: string, dataDir: string, production: boolean): string {
  const configured = env[variable];
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) throw new PspConfigError(`${variable} must be at least ${MIN_SECRET_LENGTH} characters.`);
    const leak = findInSource(configured);
    if (leak) throw new PspConfigError(`${variable} appears in ${leak}: anybody can read it. Choose another value.`);
    return configured;
  }
  if (production) throw new PspConfigError(`${variable} is required in production.`);
  return localSecret(dataDir, file).secret;
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new PspConfigError(`${name} must be a port number (got "${value}").`);
  return n;
}

export function loadPspConfig(env: Environment = process.env): { host: string; port: number; options: PspOptions } {
  const production = env.NODE_ENV === 'production';
  const dataDir = env.DATA_DIR ?? '.data';
  const pspPort = port(env.PSP_PORT, 3002, 'PSP_PORT');
  const platformPort = port(env.PLATFORM_PORT, 3001, 'PLATFORM_PORT');
  return {
    host: env.PSP_HOST ?? '127.0.0.1',
    port: pspPort,
    options: {
      dataDir,
      publicUrl: (env.PSP_PUBLIC_URL ?? `http://127.0.0.1:${pspPort}`).replace(/\/+$/, ''),
      webhookUrl: env.PSP_WEBHOOK_URL ?? `http://127.0.0.1:${platformPort}/psp/webhooks`,
      secretKey: secretFrom(env, 'PSP_SECRET_KEY', PSP_SECRET_FILES.secretKey, dataDir, production),
      webhookSecret: secretFrom(env, 'PSP_WEBHOOK_SECRET', PSP_SECRET_FILES.webhookSecret, dataDir, production),
      allowedParents: env.PSP_ALLOWED_PARENTS ? parseParentPatterns(env.PSP_ALLOWED_PARENTS) : DEFAULT_ALLOWED_PARENTS,
      logger: { level: env.LOG_LEVEL ?? 'info' },
    },
  };
}
