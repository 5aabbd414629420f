/**
 * Watch together: a room opened on a live event and shared by its link, in which play,
 * pause and seek stay in step for everyone, with presence and a short chat (chosen paths;
 * the spec names the screen only). Rooms are for signed-in viewers; the room id is the
 * link's secret (144 random bits), so a room cannot be joined without its link.
 */
import { z } from 'zod';
import { defineCall, text } from './define.js';

/** A room id: 24 base64url characters. */
export const roomIdPattern = /^[A-Za-z0-9_-]{24}$/;
const roomParams = z.object({ roomId: z.string().regex(roomIdPattern) });

/** Chat messages are short: one line of talk, not a forum. */
export const CHAT_MAX_LENGTH = 280;

/**
 * The shared playback: where the room's picture is and whether it moves. `positionMs` is
 * the programme time of the frame (epoch ms from the stream's EXT-X-PROGRAM-DATE-TIME) for
 * live streams, the media time in ms otherwise; null until someone has played. While
 * `playing`, the position now is `positionMs + (serverNow - updatedAt)`.
 */
export const roomPlayback = z
  .object({
    playing: z.boolean(),
    positionMs: z.number().nullable(),
    /** The platform's clock (epoch ms) when the state was set. */
    updatedAt: z.number(),
    /** Counts every change, so a client ignores an older state arriving late. */
    version: z.number().int(),
  })
  .meta({ id: 'RoomPlayback' });

export const roomMember = z
  .object({
    /** Opaque and stable within the room (not the account id). */
    key: z.string(),
    name: z.string(),
    self: z.boolean(),
  })
  .meta({ id: 'RoomMember' });

export const roomMessage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    text: z.string(),
    at: z.string(),
  })
  .meta({ id: 'RoomMessage' });

export const room = z
  .object({
    id: z.string(),
    eventId: z.string(),
    playback: roomPlayback,
    members: z.array(roomMember),
    /** The latest messages, oldest first. */
    messages: z.array(roomMessage),
    /** The platform's clock when answering (epoch ms): clients measure their offset to it. */
    serverNow: z.number(),
  })
  .meta({ id: 'Room' });

export const together = {
  createRoom: defineCall({
    method: 'POST',
    path: '/watch-together/rooms',
    summary: 'Open a watch-together room on a live event (signed-in viewers; the room id is the shareable secret)',
    body: z.strictObject({ eventId: text.id() }),
    answer: room,
    status: 201,
    errors: [400, 401, 404, 429],
  }),
  room: defineCall({
    method: 'GET',
    path: '/watch-together/rooms/:roomId',
    summary: 'A room: shared playback, who is in it, the latest messages',
    params: roomParams,
    answer: room,
    errors: [400, 401, 404],
  }),
  control: defineCall({
    method: 'POST',
    path: '/watch-together/rooms/:roomId/playback',
    summary: 'Play, pause or seek for everyone in the room (the latest change wins)',
    params: roomParams,
    body: z.strictObject({
      action: z.enum(['play', 'pause', 'seek']),
      /** Where the viewer's picture is (see RoomPlayback.positionMs). */
      positionMs: z.number().min(0).max(1e14),
    }),
    answer: roomPlayback,
    errors: [400, 401, 404, 429],
  }),
  say: defineCall({
    method: 'POST',
    path: '/watch-together/rooms/:roomId/messages',
    summary: 'Say something in the room chat',
    params: roomParams,
    body: z.strictObject({ text: z.string().trim().min(1).max(CHAT_MAX_LENGTH) }),
    answer: roomMessage,
    status: 201,
    errors: [400, 401, 404, 429],
  }),
  roomStream: defineCall({
    method: 'GET',
    path: '/watch-together/rooms/:roomId/stream',
    summary:
      'The room as server-sent events: `playback` (RoomPlayback + serverNow), `members` ({ members }), `message` (RoomMessage); opening it is being present',
    params: roomParams,
    // Named: streamed calls carry a bearer only when they say so (app/platform/client.server.ts).
    auth: 'viewer',
    answer: null,
    status: 200,
    produces: ['text/event-stream'],
    errors: [400, 401, 404, 409],
  }),
};
