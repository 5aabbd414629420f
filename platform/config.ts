/**
 * Platform configuration, read from the environment once and checked with zod at boot,
 * so a typo fails fast with a readable message instead of a surprise at the first request.
 */
import { z } from 'zod';
import { findInSource, localSecret } from './security/secrets.js';
import { parseCidrList, type CidrList } from './security/client-address.js';

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
  /** `off` hides GET /dev/outbox in development too (it never answers in production). */
  MAIL_OUTBOX_API: z.enum(['on', 'off', '']).optional(),
  // Signed stream URLs (platform/media/signing.ts): own key, else derived from JWT_SECRET.
  MEDIA_SIGNING_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86400).default(600),
  /** Client secret of the demo OpenID provider's `streaming-web` client. */
  DEMO_OIDC_CLIENT_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Comma-separated CIDR list of proxies whose X-Forwarded-For / X-Client-Address is believed
   * (the web server calling the platform is one). Unset: loopback outside production, nothing in production.
   */
  TRUSTED_PROXIES: z.string().optional(),
  // The payment provider (platform/commerce): server-to-server URL, the origin browsers use, and its secrets.
  PSP_URL: z.string().url().default('http://127.0.0.1:3002'),
  PSP_PUBLIC_URL: z.string().url().optional(),
  PSP_SECRET_KEY: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PSP_WEBHOOK_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PSP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(8000),
  /** Comma-separated CIDR list of known VPN exits; realms that disallow VPNs refuse purchases from them. */
  VPN_ADDRESS_RANGES: z.string().optional(),
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
  /** GET /dev/outbox answers (development only, unless MAIL_OUTBOX_API=off). */
  outboxApi: boolean;
  /** Key of signed stream URLs; unset: derived from jwtSecret (HKDF). */
  mediaSigningSecret?: string;
  /** Lifetime of a signed VOD URL in seconds; live URLs get half. */
  mediaUrlTtlSeconds: number;
  /** Bearer of GET /dev/outbox besides editors (`<DATA_DIR>/outbox-token`, printed at start); set only when the outbox answers. */
  outboxToken?: string;
  /** Client secret of the demo OpenID provider's client (DEMO_OIDC_CLIENT_SECRET, else a local random one). */
  demoOidcClientSecret: string;
  /** Peers allowed to say who the client is (X-Forwarded-For, X-Client-Address); see security/client-address.ts. */
  trustedProxies: CidrList;
  /** The payment provider: `url` server-to-server, `publicUrl` for browsers (frames, redirects). */
  psp: { url: string; publicUrl: string; secretKey: string; webhookSecret: string; timeoutMs: number };
  /** Known VPN exit addresses (commerce: realms may refuse purchases from them). */
  vpnAddressRanges: CidrList;
}

export class ConfigError extends Error {}

/** Loopback: the web server on the same host, the development default for TRUSTED_PROXIES. */
export const DEFAULT_DEV_TRUSTED_PROXIES = '127.0.0.1/32,::1/128';

/**
 * Parse `env` (default: process.env). Throws ConfigError listing every bad variable.
 * `provided` holds values the caller sets itself (tests pass jwtSecret, dataDir): their
 * secrets are not generated or looked up.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  warn: (msg: string) => void = console.warn,
  provided: Partial<PlatformConfig> = {},
): PlatformConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid platform environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = provided.dataDir ?? e.DATA_DIR;
  const problems: string[] = [];
  /** A configured secret must not be one anybody can read in the repository. */
  const refuseKnown = (name: string, value: string | undefined) => {
    const file = value ? findInSource(value) : null;
    if (file) problems.push(`  ${name}: this value is written in the repository (${file}); generate a new random secret`);
  };
  const secret = (name: string, value: string | undefined, given: string | undefined, file: string, minimum: number): string => {
    if (given) return given;
    if (value) {
      refuseKnown(name, value);
      return value;
    }
    if (production) {
      problems.push(`  ${name}: required in production (at least ${minimum} random characters)`);
      return '';
    }
    const local = localSecret(dataDir, file);
    warn(`${name} is not set: using a random local secret kept in ${local.where}. Set ${name} in production.`);
    return local.secret;
  };
  const jwtSecret = secret('JWT_SECRET', e.JWT_SECRET, provided.jwtSecret, 'jwt-secret', 32);
  const demoOidcClientSecret = secret('DEMO_OIDC_CLIENT_SECRET', e.DEMO_OIDC_CLIENT_SECRET, provided.demoOidcClientSecret, 'demo-oidc-client-secret', 16);
  for (const [name, value] of Object.entries(env)) if (/^OIDC_CLIENT_SECRET_/.test(name)) refuseKnown(name, value);
  const pspSecretKey = provided.psp?.secretKey ?? secret('PSP_SECRET_KEY', e.PSP_SECRET_KEY, undefined, 'psp-secret-key', 32);
  const pspWebhookSecret = provided.psp?.webhookSecret ?? secret('PSP_WEBHOOK_SECRET', e.PSP_WEBHOOK_SECRET, undefined, 'psp-webhook-secret', 32);
  let vpnAddressRanges: CidrList = parseCidrList('');
  try {
    vpnAddressRanges = parseCidrList(e.VPN_ADDRESS_RANGES ?? '');
  } catch (error) {
    problems.push(`  VPN_ADDRESS_RANGES: ${(error as Error).message}`);
  }
  let trustedProxies: CidrList = parseCidrList('');
  try {
    trustedProxies = parseCidrList(e.TRUSTED_PROXIES ?? (production ? '' : DEFAULT_DEV_TRUSTED_PROXIES));
  } catch (error) {
    problems.push(`  TRUSTED_PROXIES: ${(error as Error).message}`);
  }
  if (problems.length) throw new ConfigError(`Invalid platform environment:\n${problems.join('\n')}`);
  const outboxApi = !production && e.MAIL_OUTBOX_API !== 'off';
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PLATFORM_PORT,
    host: e.PLATFORM_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
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
    mediaSigningSecret: e.MEDIA_SIGNING_SECRET,
    mediaUrlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    // Never in production: the outbox holds sign-in links (security/outbox-access.ts guards it further).
    outboxApi,
    outboxToken: provided.outboxToken ?? (outboxApi ? localSecret(dataDir, 'outbox-token').secret : undefined),
    demoOidcClientSecret,
    trustedProxies,
    psp: {
      url: e.PSP_URL.replace(/\/+$/, ''),
      publicUrl: (e.PSP_PUBLIC_URL ?? e.PSP_URL).replace(/\/+$/, ''),
      secretKey: pspSecretKey,
      webhookSecret: pspWebhookSecret,
      timeoutMs: e.PSP_TIMEOUT_MS,
    },
    vpnAddressRanges,
  };
}
