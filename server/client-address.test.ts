import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies } from './client-address';

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const none = parseTrustedProxies(undefined);
    expect(clientAddress('::ffff:203.0.113.9', '1.2.3.4', none)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '1.2.3.4', none)).toBe('127.0.0.1');
  });

  it('is the right-most untrusted hop behind trusted proxies', () => {
    const proxies = parseTrustedProxies('10.0.0.0/8, 127.0.0.1');
    expect(clientAddress('127.0.0.1', '198.51.100.7', proxies)).toBe('198.51.100.7');
    // A client that prepends a made-up address does not get to choose.
    expect(clientAddress('10.1.2.3', '6.6.6.6, 198.51.100.7, 10.9.9.9', proxies)).toBe('198.51.100.7');
    expect(clientAddress('10.1.2.3', undefined, proxies)).toBe('10.1.2.3');
    expect(clientAddress('203.0.113.1', '198.51.100.7', proxies)).toBe('203.0.113.1');
  });

  it('refuses a WEB_TRUSTED_PROXIES entry that is not an address', () => {
    expect(() => parseTrustedProxies('localhost')).toThrow(/WEB_TRUSTED_PROXIES/);
  });
});
