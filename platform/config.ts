/**
 * Platform configuration, read from the environment once and checked with zod at boot,
 * so a typo fails fast with a readable message instead of a surprise at the first request.
 */
import { z } from 'zod';

const DEV_JWT_SECRET = 'dev-only-insecure-jwt-secret-change-me-0123456789';

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PLATFORM_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  PLATFORM_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('.data'),
  PLATFORM_PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  COUNTRY_HEADER: z.string().min(1).default('x-country'),
  REALMS_DIR: z.string().min(1).default('realms'),
  SCHEMAS_DIR: z.string().min(1).default('schemas/json'),
  FIXTURES_DIR: z.string().min(1).default('fixtures'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Mail (platform/mail): SMTP when SMTP_URL is set, else the outbox table.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Streaming <no-reply@streaming.invalid>'),
  /** Base of links in mails when the web's origin is not one of the realm's hosts. */
  WEB_PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Serve GET /dev/outbox in production too (never with real accounts). */
  MAIL_OUTBOX_API: z.enum(['on', 'off', '']).optional(),
  // Signed stream URLs (platform/media/signing.ts): own key, else derived from JWT_SECRET.
  MEDIA_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86400).default(600),
});

export interface PlatformConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise PGlite in `dataDir` (or in memory when dataDir is 'memory://'). */
  databaseUrl?: string;
  dataDir: string;
  /** Base of absolute media and image URLs the browser loads. */
  publicUrl: string;
  jwtSecret: string;
  /** Lower-case header name carrying the viewer's ISO 3166 alpha-2 country. */
  countryHeader: string;
  realmsDir: string;
  schemasDir: string;
  fixturesDir: string;
  logLevel: string;
  /** Argon2 cost; tests lower it (see tests/platform/harness.ts). */
  argon2: { memoryCost: number; timeCost: number };
  /** Mail transport: SMTP URL, or undefined for the outbox table (platform/mail). */
  smtpUrl?: string;
  mailFrom: string;
  webPublicUrl: string;
  /** GET /dev/outbox answers (development, or MAIL_OUTBOX_API=on). */
  outboxApi: boolean;
  /** Key of signed stream URLs; unset: derived from jwtSecret (HKDF). */
  mediaSigningSecret?: string;
  /** Lifetime of a signed VOD URL in seconds; live URLs get half. */
  mediaUrlTtlSeconds: number;
}

export class ConfigError extends Error {}

/** Parse `env` (default: process.env). Throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env, warn: (msg: string) => void = console.warn): PlatformConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid platform environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  let jwtSecret = e.JWT_SECRET;
  if (!jwtSecret) {
    if (production) throw new ConfigError('Invalid platform environment:\n  JWT_SECRET: required in production (at least 32 characters)');
    warn('JWT_SECRET is not set: using an insecure development secret. Set JWT_SECRET in production.');
    jwtSecret = DEV_JWT_SECRET;
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PLATFORM_PORT,
    host: e.PLATFORM_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl: (e.PLATFORM_PUBLIC_URL ?? `http://127.0.0.1:${e.PLATFORM_PORT}`).replace(/\/+$/, ''),
    jwtSecret,
    countryHeader: e.COUNTRY_HEADER.toLowerCase(),
    realmsDir: e.REALMS_DIR,
    schemasDir: e.SCHEMAS_DIR,
    fixturesDir: e.FIXTURES_DIR,
    logLevel: e.LOG_LEVEL,
    argon2: { memoryCost: 19456, timeCost: 2 },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    webPublicUrl: e.WEB_PUBLIC_URL.replace(/\/+$/, ''),
    outboxApi: e.MAIL_OUTBOX_API === 'on' || (!production && e.MAIL_OUTBOX_API !== 'off'),
    mediaSigningSecret: e.MEDIA_SIGNING_SECRET,
    mediaUrlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
  };
}
