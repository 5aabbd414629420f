import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isNativeSubmission, leaveForProvider } from './leave-for-provider.server';

const text = { lang: 'ar', dir: 'rtl' as const, status: 'جارٍ تسجيل خروجك…', continueText: 'متابعة' };

describe('isNativeSubmission', () => {
  it("is true for the browser's own navigation and false for a script's fetch or a browser that does not say", () => {
    const post = (headers: Record<string, string>) => new Request('http://localhost/logout', { method: 'POST', headers });
    expect(isNativeSubmission(post({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }))).toBe(true);
    expect(isNativeSubmission(post({ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }))).toBe(false);
    expect(isNativeSubmission(post({ 'sec-fetch-mode': 'same-origin' }))).toBe(false);
    expect(isNativeSubmission(post({}))).toBe(false);
  });
});

describe('leaveForProvider', () => {
  it('answers a document that refreshes to the target and links to it, keeping the Set-Cookie headers', async () => {
    const headers = new Headers();
    headers.append('Set-Cookie', 'session=; Max-Age=0; Path=/');
    headers.append('Set-Cookie', 'provider=; Max-Age=0; Path=/');
    const target = 'https://id.example/logout?id_token_hint=a.b.c&post_logout_redirect_uri=https%3A%2F%2Fsite.example%2Flogin';
    const answer = leaveForProvider(target, text, headers);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'none'");
    // The one inline style is allowed by its hash, nothing else.
    const style = /<style>([^<]*)<\/style>/.exec(await answer.clone().text())?.[1] ?? '';
    expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(answer.headers.getSetCookie()).toEqual(['session=; Max-Age=0; Path=/', 'provider=; Max-Age=0; Path=/']);
    const html = await answer.text();
    const escaped = target.replace(/&/g, '&amp;');
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${escaped}">`);
    expect(html).toContain(`<a href="${escaped}">متابعة</a>`);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<p role="status">${text.status}</p>`);
    expect(html).not.toMatch(/<script/i);
  });

  it('escapes markup in the target and the texts', async () => {
    const target = 'https://id.example/logout?x="><script>alert(1)</script>&y=\'';
    const html = await leaveForProvider(target, { ...text, status: '<b>out</b>' }).text();
    expect(html).not.toContain('<script>');
    // The link's address is one attribute value, the target's own.
    const href = /<a href="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(href.replace(/&amp;/g, '&')).toBe(new URL(target).toString());
    expect(html).toContain('&lt;b&gt;out&lt;/b&gt;');
  });

  it('refuses a target that is not a web address', () => {
    expect(() => leaveForProvider('javascript:alert(1)', text)).toThrow(/not a web address/);
    expect(() => leaveForProvider('/relative', text)).toThrow();
  });
});
