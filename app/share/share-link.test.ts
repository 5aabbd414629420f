import { describe, expect, it, vi } from 'vitest';
import { phaseAfter, SHARE_LABEL_KEYS, SHARE_LABEL_RESET_MS, shareLink, universalShareUrl } from './share-link';

const ok = () => vi.fn(async () => undefined);
const fails = (name = 'NotAllowedError') =>
  vi.fn(async () => {
    throw Object.assign(new Error(name), { name });
  });

describe('share link (content §4 "Share link")', () => {
  it('copies the link, then uses native sharing', async () => {
    const order: string[] = [];
    const writeText = vi.fn(async () => void order.push('copy'));
    const share = vi.fn(async () => void order.push('share'));
    expect(await shareLink('https://x.test/a', 'A', { writeText, share })).toBe('copied');
    expect(order).toEqual(['copy', 'share']);
    expect(writeText).toHaveBeenCalledWith('https://x.test/a');
    expect(share).toHaveBeenCalledWith({ url: 'https://x.test/a', title: 'A' });
  });

  it('copied without native sharing (desktop browsers): link copied', async () => {
    expect(await shareLink('u', undefined, { writeText: ok() })).toBe('copied');
  });

  it('a copy followed by a failed or dismissed share is still "copied"', async () => {
    const log = vi.fn();
    expect(await shareLink('u', undefined, { writeText: ok(), share: fails(), log })).toBe('copied');
    expect(log).toHaveBeenCalledTimes(1);
    expect(await shareLink('u', undefined, { writeText: ok(), share: fails('AbortError') })).toBe('copied');
  });

  it('falls back to native sharing when the copy fails', async () => {
    const share = ok();
    const log = vi.fn();
    expect(await shareLink('u', 'T', { writeText: fails(), share, log })).toBe('shared');
    expect(share).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith('share: copying the link failed', expect.any(Error));
  });

  it('fails (and logs both) when copying and sharing fail or are missing', async () => {
    const log = vi.fn();
    expect(await shareLink('u', undefined, { writeText: fails(), share: fails(), log })).toBe('failed');
    expect(log).toHaveBeenCalledTimes(2);
    expect(await shareLink('u', undefined, {})).toBe('failed');
  });

  it('label phases: Share → link copied → (after 2000 ms) Share; failure label when both fail', () => {
    expect(SHARE_LABEL_RESET_MS).toBe(2000);
    expect(SHARE_LABEL_KEYS[phaseAfter('copied')]).toBe('linkCopied');
    expect(SHARE_LABEL_KEYS[phaseAfter('shared')]).toBe('share');
    expect(SHARE_LABEL_KEYS[phaseAfter('failed')]).toBe('shareFailed');
  });
});

describe('universal share URL', () => {
  it('fills the {path} placeholder and adds tracking parameters', () => {
    expect(universalShareUrl('https://arena.example/{path}', '/playlist/p-1/best', [{ name: 'utm_source', value: 'share' }])).toBe(
      'https://arena.example/playlist/p-1/best?utm_source=share',
    );
  });
  it('refuses non-http(s) links', () => {
    expect(universalShareUrl('javascript:alert(1)//{path}', '/x')).toBeNull();
    expect(universalShareUrl('not a url {path}', '/x')).toBeNull();
  });
});
