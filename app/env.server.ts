/**
 * Environment, checked with zod once at boot (Epic Stack style). Anything wrong
 * stops the server with one clear message listing every problem.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Values that were ever published as defaults: whoever read the source knows them, so they never sign anything. */
const PUBLISHED_SECRETS = new Set(['dev-only-session-secret-change-me', 'e2e-session-secret-not-for-production-000000']);

const url = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^/]+/.test(value), `${name} must be an http(s) URL, e.g. http://127.0.0.1:3001`)
    .transform((value) => value.replace(/\/+$/, ''));

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    PLATFORM_URL: url('PLATFORM_URL').default('http://127.0.0.1:3001'),
    PLATFORM_PUBLIC_URL: url('PLATFORM_PUBLIC_URL').optional(),
    SESSION_SECRETS: z.string().optional(),
    PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(4000),
    DEFAULT_REALM: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'DEFAULT_REALM must be a realm folder name')
      .default('arena'),
  })
  .transform((env, ctx) => {
    const published = (env.SESSION_SECRETS ?? '')
      .split(',')
      .map((secret) => secret.trim())
      .filter((secret) => PUBLISHED_SECRETS.has(secret));
    if (published.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRETS'],
        message: 'SESSION_SECRETS contains a value published in the source code: choose a random one.',
      });
      return z.NEVER;
    }
    const secrets = (env.SESSION_SECRETS ?? '')
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean);
    if (secrets.length === 0) {
      if (env.NODE_ENV === 'production') {
        ctx.addIssue({
          code: 'custom',
          path: ['SESSION_SECRETS'],
          message: 'SESSION_SECRETS is required in production (comma-separated; the first signs, all verify).',
        });
        return z.NEVER;
      }
      secrets.push(localSecret());
    }
    if (env.NODE_ENV === 'production' && secrets.some((secret) => secret.length < 16)) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRETS'], message: 'Each SESSION_SECRETS entry must be at least 16 characters in production.' });
      return z.NEVER;
    }
    return {
      ...env,
      PLATFORM_PUBLIC_URL: env.PLATFORM_PUBLIC_URL ?? env.PLATFORM_URL,
      SESSION_SECRETS: secrets,
      usingLocalSecret: !env.SESSION_SECRETS,
    };
  });

export type Env = z.output<typeof schema>;

/**
 * Outside production an unset SESSION_SECRETS is a random secret made once per install and
 * kept in the data folder (DATA_DIR, default .data), so sessions survive restarts and no two
 * installs share a key.
 */
function localSecret(): string {
  const file = path.resolve(process.env.DATA_DIR && !process.env.DATA_DIR.includes('://') ? process.env.DATA_DIR : '.data', 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* not made yet */
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set" (as in `PLATFORM_PUBLIC_URL= npm start`).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new Error(`Invalid environment for the web server:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | null = null;

/** The checked environment (parsed on first use, which is at boot: root imports it). */
export function getEnv(): Env {
  if (!cached) {
    cached = parseEnv(process.env);
    if (cached.usingLocalSecret) {
      console.warn('[web] SESSION_SECRETS is not set: using the random secret kept in .data/session-secret. Set SESSION_SECRETS in production.');
    }
  }
  return cached;
}
