import { describe, expect, it } from 'vitest';
import type { PlatformError } from '~/platform/client.server';
import { loginErrorLabel, magicLinkErrorLabel, passwordErrorLabel } from './platform-errors';

const http = (status: number, code: string, messages: string[] = []): PlatformError => ({ kind: 'http', status, code, messages });
const down: PlatformError = { kind: 'network', status: 0, code: 'PLATFORM_UNREACHABLE', messages: [] };

describe('platform errors → labels', () => {
  it('sign-in: refusals are failedAuthentication, 429 tooManyRequests, outages generic', () => {
    expect(loginErrorLabel(http(401, 'FAILED_AUTHENTICATION'))).toEqual({ label: 'failedAuthentication', status: 401 });
    expect(loginErrorLabel(http(429, 'TOO_MANY_ATTEMPTS'))).toEqual({ label: 'tooManyRequests', status: 429 });
    expect(loginErrorLabel(down)).toEqual({ label: 'sorrySomethingWentWrong', status: 503 });
  });

  it('passwords: by server code, generic fallback', () => {
    expect(passwordErrorLabel(http(404, 'INVALID_TOKEN')).label).toBe('resetTokenInvalid');
    expect(passwordErrorLabel(http(400, 'WEAK_PASSWORD', ['password is too common; choose another'])).label).toBe('passwordTooCommon');
    expect(passwordErrorLabel(http(400, 'WEAK_PASSWORD', ['password must be at least 8 characters'])).label).toBe('passwordTooShort');
    expect(passwordErrorLabel(http(429, 'TOO_MANY_REQUESTS')).label).toBe('tooManyRequests');
    expect(passwordErrorLabel(http(400, 'SOMETHING_NEW')).label).toBe('sorrySomethingWentWrong');
    expect(passwordErrorLabel(down).label).toBe('sorrySomethingWentWrong');
  });

  it('magic link: failedToSend and failedToMagicLogin', () => {
    expect(magicLinkErrorLabel(down, 'send').label).toBe('failedToSend');
    expect(magicLinkErrorLabel(http(401, 'INVALID_TOKEN'), 'exchange').label).toBe('failedToMagicLogin');
    expect(magicLinkErrorLabel(http(429, 'TOO_MANY_REQUESTS'), 'send').label).toBe('tooManyRequests');
  });
});
