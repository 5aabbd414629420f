/**
 * Short-lived signed stream URLs.
 *
 * A stream URL carries `exp` (epoch seconds), `sid` (the viewer binding) and `sig`:
 *
 *   sig = base64url(HMAC-SHA256(key, "v1\n" + prefix + "\n" + exp + "\n" + sid))
 *
 * where `prefix` is the stream's folder (`/media/vod/{asset}/` or `/media/live/{id}/`), so one
 * signature opens every file of that stream (playlists, segments, subtitles, sprites, keys)
 * and nothing else. Other query parameters (the live window `dvr`, `start`, `end`) are not
 * signed: they only shape the simulated live playlist and grant nothing.
 *
 * The key is `MEDIA_SIGNING_SECRET` when set, else derived from the JWT secret with HKDF, so
 * every platform process that verifies access tokens also verifies media URLs.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const TOKEN_PARAMS = ['exp', 'sid', 'sig'] as const;

/** The binding of a viewer who is not signed in: same for every guest, so guest pages stay shareable by caches. */
export const GUEST_BINDING = 'guest';

const PREFIX_PATTERN = /\/media\/(vod|live)\/([A-Za-z0-9][A-Za-z0-9_-]{0,63})\//;
const SID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

export type StreamKind = 'vod' | 'live';

export interface StreamToken {
  exp: number;
  sid: string;
  sig: string;
}

export type TokenCheck = 'ok' | 'unsigned' | 'invalid' | 'expired';

export interface MediaSignerOptions {
  key: Uint8Array | string;
  /** Lifetime of VOD URLs in seconds; live URLs get half (see liveTtlSeconds). */
  ttlSeconds: number;
  now?: () => number;
}

/** The stream folder of a media path (`/media/vod/neon-circuit/`), or null for anything else. */
export function streamPrefix(pathname: string): { prefix: string; kind: StreamKind } | null {
  const match = PREFIX_PATTERN.exec(pathname);
  if (!match) return null;
  return { prefix: `/media/${match[1]}/${match[2]}/`, kind: match[1] as StreamKind };
}

/** `MEDIA_SIGNING_SECRET`, or 32 bytes derived from the JWT secret (HKDF-SHA256, own label). */
export function mediaSigningKey(config: { jwtSecret: string; mediaSigningSecret?: string }): Uint8Array {
  if (config.mediaSigningSecret) return new TextEncoder().encode(config.mediaSigningSecret);
  return new Uint8Array(hkdfSync('sha256', config.jwtSecret, 'streaming-platform', 'media-url-signing-v1', 32));
}

/**
 * Live URLs live half as long as VOD URLs: a live link is the one that gets passed around while
 * the event is on, and a live player re-fetches its playlist every segment anyway.
 */
export function liveTtlSeconds(vodTtlSeconds: number): number {
  return Math.max(5, Math.ceil(vodTtlSeconds / 2));
}

export class MediaSigner {
  private readonly key: Uint8Array;
  readonly ttlSeconds: number;
  private readonly now: () => number;

  constructor(options: MediaSignerOptions) {
    this.key = typeof options.key === 'string' ? new TextEncoder().encode(options.key) : options.key;
    this.ttlSeconds = options.ttlSeconds;
    this.now = options.now ?? Date.now;
  }

  ttlFor(kind: StreamKind): number {
    return kind === 'live' ? liveTtlSeconds(this.ttlSeconds) : this.ttlSeconds;
  }

  private mac(prefix: string, exp: number, sid: string): Buffer {
    return createHmac('sha256', this.key).update(`v1\n${prefix}\n${exp}\n${sid}`).digest();
  }

  /** A token for one stream folder and binding, valid for the kind's lifetime from now. */
  token(prefix: string, sid: string, kind: StreamKind = streamPrefix(prefix)?.kind ?? 'vod'): StreamToken {
    if (!SID_PATTERN.test(sid)) throw new Error(`MediaSigner: unusable binding "${sid.slice(0, 40)}"`);
    const exp = Math.floor(this.now() / 1000) + this.ttlFor(kind);
    return { exp, sid, sig: this.mac(prefix, exp, sid).toString('base64url') };
  }

  /**
   * `url` (absolute or a path) with a token for the stream folder it points into appended;
   * URLs outside /media/{vod|live}/{id}/ are returned unchanged (artwork stays public).
   */
  signUrl(url: string, sid: string): string {
    const parsed = new URL(url, 'http://relative.invalid');
    const stream = streamPrefix(parsed.pathname);
    if (!stream) return url;
    for (const name of TOKEN_PARAMS) parsed.searchParams.delete(name);
    const token = this.token(stream.prefix, sid, stream.kind);
    parsed.searchParams.set('exp', String(token.exp));
    parsed.searchParams.set('sid', token.sid);
    parsed.searchParams.set('sig', token.sig);
    return parsed.origin === 'http://relative.invalid' ? parsed.pathname + parsed.search + parsed.hash : parsed.toString();
  }

  /** Checks the token parameters of a request for a file under `prefix`. */
  verify(prefix: string, query: URLSearchParams): TokenCheck {
    const exp = query.get('exp');
    const sid = query.get('sid');
    const sig = query.get('sig');
    if (exp === null && sid === null && sig === null) return 'unsigned';
    if (!exp || !/^\d{1,12}$/.test(exp) || !sid || !SID_PATTERN.test(sid) || !sig) return 'invalid';
    const given = Buffer.from(sig, 'base64url');
    const expected = this.mac(prefix, Number(exp), sid);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    // Checked after the signature, so an attacker learns nothing from editing `exp`.
    if (Number(exp) * 1000 <= this.now()) return 'expired';
    return 'ok';
  }

  /**
   * The binding of a viewer: the sign-in session (refresh-token family) when the token names
   * one, else an opaque digest of the user id (never the id itself: URLs end up in logs);
   * guests and calls without a token share GUEST_BINDING.
   */
  binding(viewer: { id: string; isGuest: boolean; sid?: string } | null): string {
    if (!viewer || viewer.isGuest) return GUEST_BINDING;
    if (viewer.sid && SID_PATTERN.test(viewer.sid)) return viewer.sid;
    return `u.${createHmac('sha256', this.key).update(`user\n${viewer.id}`).digest('base64url').slice(0, 22)}`;
  }
}

/** The token query (`exp=…&sid=…&sig=…`) of a request, for carrying it onto the URLs a playlist lists. */
export function tokenQuery(query: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const name of TOKEN_PARAMS) {
    const value = query.get(name);
    if (value !== null) out.set(name, value);
  }
  return out.toString();
}
