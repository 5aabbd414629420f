/**
 * What a sealed session cookie holds, for tests that check what the web stored: opened with
 * the run's SESSION_SECRETS (set once per run by playwright.config.ts).
 */
import { open } from '../../app/sealed-cookie.server';

export function sessionCookieData(cookieValue: string): unknown {
  const secrets = (process.env.SESSION_SECRETS ?? '').split(',').filter(Boolean);
  const value = decodeURIComponent(cookieValue);
  // Remix's signed cookie: base64(JSON of the sealed string) + "." + signature.
  const sealed = JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64').toString('utf8')) as string;
  const data = open(sealed, secrets);
  if (!data) throw new Error('the session cookie could not be opened with SESSION_SECRETS');
  return data;
}
