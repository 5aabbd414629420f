import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, externalOrigins, pluginFrameOrigins, videoFrameAncestors } from './entry.server';

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce and media/images from the platform public origin', () => {
    const policy = contentSecurityPolicy('abc123', 'https://cdn.example.com/base/');
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("img-src 'self' data: blob: https://cdn.example.com");
    expect(policy).toContain("media-src 'self' blob: https://cdn.example.com");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self'");
  });
});

describe('frame-ancestors', () => {
  it("is 'self' only unless origins are given; the video page adds the realm's allowed origins", () => {
    expect(contentSecurityPolicy('n', 'http://media.test')).toMatch(/frame-ancestors 'self'$/);
    expect(contentSecurityPolicy('n', 'http://media.test', ['http://localhost:3100', 'bogus'])).toMatch(/frame-ancestors 'self' http:\/\/localhost:3100$/);

    const context = (routeId: string) =>
      ({
        staticHandlerContext: {
          matches: [{ route: { id: 'root' } }, { route: { id: routeId } }],
          loaderData: { [routeId]: { allowedOrigins: ['http://localhost:3100', 42] } },
        },
      }) as unknown as Parameters<typeof videoFrameAncestors>[0];
    expect(videoFrameAncestors(context('screen:vod:en'))).toEqual(['http://localhost:3100']);
    expect(videoFrameAncestors(context('screen:live:en'))).toEqual([]);
  });
});

describe('frame-src', () => {
  it("is 'self' plus the origins the page's iframe plugins declare, never every https: site", () => {
    expect(contentSecurityPolicy('n', 'http://media.test')).toContain("frame-src 'self';");
    const loaderData = {
      root: { user: { id: 'guest' } },
      'screen:home:en': {
        page: {
          plugins: [
            { ok: true, type: 'iframe', props: { src: 'https://maps.example/embed', allowedOrigins: ['https://maps.example'] } },
            { ok: true, type: 'text', props: { allowedOrigins: ['https://not-a-frame.example'] } },
          ],
        },
      },
    };
    const origins = pluginFrameOrigins(loaderData);
    expect(origins).toEqual(['https://maps.example']);
    expect(contentSecurityPolicy('n', 'http://media.test', [], [...origins, 'javascript:alert(1)'])).toContain("frame-src 'self' https://maps.example;");
  });
});

describe("other sites' origins a screen names", () => {
  const context = (routeId: string) =>
    ({
      staticHandlerContext: {
        matches: [{ route: { id: 'root' } }, { route: { id: routeId } }],
        loaderData: { [routeId]: { paymentFrameOrigins: ['http://127.0.0.1:3202', null], providerOrigins: ['http://127.0.0.1:3202', 7] } },
      },
    }) as unknown as Parameters<typeof externalOrigins>[0];

  it('are allowed on the pay screens and, for forms, the TV provider picker only', () => {
    expect(externalOrigins(context('screen:pay:en'))).toEqual({ frames: ['http://127.0.0.1:3202'], forms: ['http://127.0.0.1:3202'] });
    expect(externalOrigins(context('screen:paymentConfirmation:en'))).toEqual({ frames: [], forms: [] });
    expect(externalOrigins(context('screen:home:en'))).toEqual({ frames: [], forms: [] });
    // The TV provider picker's forms are redirected to the provider's sign-in page; it frames nothing.
    expect(externalOrigins(context('screen:providers:en'))).toEqual({ frames: [], forms: ['http://127.0.0.1:3202'] });
  });
  it('extend frame-src and form-action there', () => {
    const policy = contentSecurityPolicy('n', 'http://media.test', [], ['http://127.0.0.1:3202'], ['http://127.0.0.1:3202', 'javascript:x']);
    expect(policy).toContain("frame-src 'self' http://127.0.0.1:3202;");
    expect(policy).toContain("form-action 'self' http://127.0.0.1:3202;");
    expect(contentSecurityPolicy('n', 'http://media.test')).toContain("form-action 'self';");
  });
});
