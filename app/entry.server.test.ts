import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './entry.server';

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce and media/images from the platform public origin', () => {
    const policy = contentSecurityPolicy('abc123', 'https://cdn.example.com/base/');
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain('img-src \'self\' data: blob: https://cdn.example.com');
    expect(policy).toContain('media-src \'self\' blob: https://cdn.example.com');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self'");
  });
});
