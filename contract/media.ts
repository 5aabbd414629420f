/**
 * Media calls: the HLS files of videos, the simulated live playlists and segments, and the
 * generated artwork. None needs a Realm header or a bearer (players and image tags fetch
 * them directly); their answers are files, so each names its content types instead of a
 * JSON answer.
 */
import { z } from 'zod';
import { defineCall, text } from './define.js';

/** Asset and event ids as media URLs carry them (platform/media/urls.ts writes them). */
export const mediaId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);
const rendition = z.string().regex(/^[0-9]{3,4}p$/);

/** The live window of a simulated event: given by the manifest's URL, else looked up. */
const liveWindow = z.object({
  dvr: text.int(0, 86_400).optional().describe('DVR window in seconds'),
  start: text.int(0, Number.MAX_SAFE_INTEGER).optional().describe('Event start, epoch ms'),
  end: text.int(0, Number.MAX_SAFE_INTEGER).optional().describe('Event end, epoch ms'),
});

/** The signed-URL token every stream file needs (the manifest call hands it out; 403 without it). */
const streamToken = z.object({
  exp: z.string().max(20).optional().describe('Expiry, epoch seconds'),
  sid: z.string().max(128).optional().describe('The viewer binding the URL was signed for'),
  sig: z.string().max(128).optional().describe('base64url HMAC-SHA256 over the stream folder, exp and sid'),
});

/** A player's request for a playlist delta update (RFC 8216bis 6.2.5.1); `v2` also asks to skip date ranges, which these playlists have none of. */
const deltaUpdate = z.object({
  _HLS_skip: z.enum(['YES', 'v2']).optional().describe('Delta update: older segments replaced by EXT-X-SKIP'),
});

const playlist = 'application/vnd.apple.mpegurl';

export const media = {
  vodFile: defineCall({
    method: 'GET',
    path: '/media/vod/:asset/*',
    summary: 'HLS VOD files: master.m3u8, <rendition>/index.m3u8, segments, subs/<lang>.vtt, chapters.vtt, thumbnails.vtt/.jpg, skip-markers.json',
    auth: 'none',
    realmFree: true,
    params: z.object({ asset: mediaId, '*': z.string() }),
    query: streamToken,
    answer: null,
    status: 200,
    produces: [playlist, 'video/mp2t', 'video/iso.segment', 'video/mp4', 'audio/aac', 'text/vtt', 'image/jpeg', 'image/png', 'application/json'],
    errors: [400, 403, 404],
  }),
  liveMaster: defineCall({
    method: 'GET',
    path: '/media/live/:id/master.m3u8',
    summary: 'Simulated live: master playlist',
    auth: 'none',
    realmFree: true,
    params: z.object({ id: mediaId }),
    query: liveWindow.extend(streamToken.shape),
    answer: null,
    status: 200,
    produces: [playlist],
    errors: [400, 403, 404],
  }),
  livePlaylist: defineCall({
    method: 'GET',
    path: '/media/live/:id/:rendition/index.m3u8',
    summary: 'Simulated live: sliding-window media playlist (delta updates with _HLS_skip)',
    auth: 'none',
    realmFree: true,
    params: z.object({ id: mediaId, rendition }),
    query: liveWindow.extend(streamToken.shape).extend(deltaUpdate.shape),
    answer: null,
    status: 200,
    produces: [playlist],
    errors: [400, 403, 404],
  }),
  liveSegment: defineCall({
    method: 'GET',
    path: '/media/live/:id/:rendition/:segment',
    summary: 'Simulated live: segment n of the timeline',
    auth: 'none',
    realmFree: true,
    params: z.object({ id: mediaId, rendition, segment: z.string().regex(/^[0-9]{1,16}\.ts$/) }),
    query: streamToken,
    answer: null,
    status: 200,
    produces: ['video/mp2t'],
    errors: [400, 403, 404],
  }),
  image: defineCall({
    method: 'GET',
    path: '/images/:file',
    summary:
      'Generated artwork: art-/hero- 16:9, poster- 2:3, portrait- 3:4, square- 1:1 (JPEG); logo- 1:1, title- 4:1 (PNG); AVIF or WebP when Accept lists them',
    auth: 'none',
    realmFree: true,
    params: z.object({ file: z.string().max(140) }),
    query: z.object({ w: text.int(1, 100_000).optional().describe('Snaps up to 240, 480, 960, 1440, 1920, 2560, 3840') }),
    answer: null,
    status: 200,
    produces: ['image/jpeg', 'image/png', 'image/avif', 'image/webp'],
    errors: [400, 404],
  }),
};
