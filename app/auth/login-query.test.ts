import { describe, expect, it } from 'vitest';
import { carriedQuery, loginBackTarget, signInTarget } from './login-query';

const q = (query: Record<string, string>) => new URLSearchParams(query);

describe('signInTarget (sign-in completion)', () => {
  it('follows entryPage first, then from, then redirectTo, else home', () => {
    expect(signInTarget(q({ entryPage: '/video/1', from: '/live/2', redirectTo: '/epg' }), 'en')).toBe('/video/1');
    expect(signInTarget(q({ from: '/live/2', redirectTo: '/epg' }), 'en')).toBe('/live/2');
    expect(signInTarget(q({ redirectTo: '/epg' }), 'en')).toBe('/epg');
    expect(signInTarget(q({}), 'en')).toBe('/home');
    expect(signInTarget(q({}), 'es')).toBe('/inicio');
  });

  it('keeps licences, redirectTo and from for sign-up and purchase entries only', () => {
    const query = { licences: 'gold,silver', redirectTo: '/epg', from: '/video/9' };
    expect(signInTarget(q({ entryPage: '/purchase', ...query }), 'en')).toBe('/purchase?licences=gold%2Csilver&redirectTo=%2Fepg&from=%2Fvideo%2F9');
    expect(signInTarget(q({ entryPage: '/registro', ...query }), 'es')).toBe('/registro?licences=gold%2Csilver&redirectTo=%2Fepg&from=%2Fvideo%2F9');
    expect(signInTarget(q({ entryPage: '/video/1', ...query }), 'en')).toBe('/video/1');
  });

  it('showPurchase goes to the purchase screen with the licences', () => {
    expect(signInTarget(q({ showPurchase: 'true', licences: 'gold' }), 'en')).toBe('/purchase?licences=gold');
  });

  it('drops unsafe targets and falls through to the next choice', () => {
    expect(signInTarget(q({ entryPage: '//evil.example', from: '/live/2' }), 'en')).toBe('/live/2');
    expect(signInTarget(q({ from: 'https://evil.example' }), 'en')).toBe('/home');
  });
});

describe('loginBackTarget (the back button)', () => {
  it('gift page, else redeem with its code, else from, else login', () => {
    expect(loginBackTarget(q({ giftId: 'g1', redeemCode: 'R', from: '/x' }), 'en')).toBe('/gift/g1');
    expect(loginBackTarget(q({ redeemCode: 'ABC-123', from: '/x' }), 'en')).toBe('/redeem?redeemCode=ABC-123');
    expect(loginBackTarget(q({ from: '/video/1' }), 'en')).toBe('/video/1');
    expect(loginBackTarget(q({ from: '//evil.example' }), 'en')).toBe('/login');
    expect(loginBackTarget(q({ entryPage: '/purchase', licences: 'gold' }), 'pt')).toBe('/entrar?entryPage=%2Fpurchase&licences=gold');
  });
});

describe('carriedQuery', () => {
  it('carries the purchase state and safe targets, never tokens or codes', () => {
    expect(carriedQuery(q({ token: 't', code: 'c', from: '//evil', entryPage: '/purchase', licences: 'gold', bundle_id: 'b1' }))).toEqual({
      entryPage: '/purchase',
      licences: 'gold',
      bundle_id: 'b1',
    });
  });
});
