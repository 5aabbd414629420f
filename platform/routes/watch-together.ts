/**
 * Watch-together calls (contract/together.ts): open a room on a live event, read it, play,
 * pause or seek for everyone, chat, and the room's server-sent event stream, whose opening
 * is the viewer's presence. Changes go through the room bus, so every stream of the room
 * hears them, whichever platform process holds it.
 */
import { contract } from '../../contract/index.js';
import type { PlatformPlugin } from '../context.js';
import { route } from '../contract-route.js';
import { openEventStream } from '../event-stream.js';
import { notFound } from '../errors.js';
import { catalogueFor } from '../catalogue/service.js';
import { flowLimitsFor } from '../auth/flow-limits.js';
import { roomBus, type RoomEvent } from '../together/room-bus.js';
import { memberKey, PRESENCE_BEAT_MS, Rooms, newConnectionId, playbackOf } from '../together/rooms.js';

export const watchTogetherRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);
  const rooms = new Rooms(ctx.db);
  const limits = flowLimitsFor(ctx);
  const bus = roomBus({ databaseUrl: ctx.config.databaseUrl, warn: (m) => app.log.warn(m) });
  app.addHook('onClose', async () => bus.close());

  const withSelf = (roomId: string, userId: string, members: Array<{ key: string; name: string }>) => {
    const own = memberKey(roomId, userId);
    return members.map((m) => ({ ...m, self: m.key === own }));
  };

  async function roomAnswer(realm: string, roomId: string, userId: string) {
    const row = await rooms.find(realm, roomId);
    const [members, messages] = await Promise.all([rooms.members(row.id), rooms.messages(row.id)]);
    return { id: row.id, eventId: row.event_id, playback: playbackOf(row), members: withSelf(row.id, userId, members), messages, serverNow: Date.now() };
  }

  const publishMembers = async (roomId: string) => bus.publish(roomId, { type: 'members', data: await rooms.members(roomId) });

  route(app, contract.together.createRoom, async ({ body, req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    await limits.check(reply, ['roomsPerAccount', user.id]);
    if (!(await service.catalogue()).liveById.has(body.eventId)) throw notFound('UNKNOWN_EVENT', `No live event "${body.eventId.slice(0, 80)}".`);
    const row = await rooms.create(req.realm.id, body.eventId, user.id);
    reply.code(201);
    return { id: row.id, eventId: row.event_id, playback: playbackOf(row), members: [], messages: [], serverNow: Date.now() };
  });

  route(app, contract.together.room, async ({ params, req }) => {
    const user = await ctx.auth.requireUser(req);
    return roomAnswer(req.realm.id, params.roomId, user.id);
  });

  route(app, contract.together.control, async ({ params, body, req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    await limits.check(reply, ['roomControlPerAccount', user.id]);
    const playback = await rooms.control(req.realm.id, params.roomId, body.action, body.positionMs);
    await bus.publish(params.roomId, { type: 'playback', data: playback });
    return playback;
  });

  route(app, contract.together.say, async ({ params, body, req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    await limits.check(reply, ['roomChatPerAccount', user.id]);
    const row = await rooms.find(req.realm.id, params.roomId);
    const message = await rooms.say(row.id, user.id, body.text);
    await bus.publish(row.id, { type: 'message', data: message });
    reply.code(201);
    return message;
  });

  route(app, contract.together.roomStream, async ({ params, req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    const row = await rooms.find(req.realm.id, params.roomId);
    const connectionId = newConnectionId();
    // The viewer may leave while the stream is still being set up (a slow join under load, the
    // web giving up on the headers): listen from the start and undo each step, in reverse, as
    // soon as it is done. Otherwise the presence row and its beat outlive the connection and the
    // viewer stays "here" for good.
    const undo: Array<() => void> = [];
    const gone = () => reply.raw.destroyed;
    const onLeave = (step: () => void) => (gone() ? step() : undo.unshift(step));
    const close = () => undo.splice(0).forEach((step) => step());
    reply.raw.on('close', close);

    await rooms.join(row.id, user.id, connectionId);
    onLeave(() => {
      rooms
        .leave(connectionId)
        .then(() => publishMembers(row.id))
        .catch((error: unknown) => req.log.warn({ err: error }, 'watch together: leaving failed'));
    });

    const write = openEventStream(reply);
    const send = (event: RoomEvent) => {
      const data =
        event.type === 'members'
          ? { members: withSelf(row.id, user.id, event.data) }
          : event.type === 'playback'
            ? { ...event.data, serverNow: Date.now() }
            : event.data;
      write(`event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    onLeave(await bus.subscribe(row.id, send));
    // The state as the stream opens, so a reconnecting client catches up at once.
    write(`retry: 3000\n`);
    send({ type: 'playback', data: playbackOf(await rooms.find(req.realm.id, row.id)) });
    await publishMembers(row.id);

    const beat = setInterval(() => {
      write(': heartbeat\n\n');
      rooms
        .beat(row.id, connectionId)
        .then((dropped) => (dropped ? publishMembers(row.id) : undefined))
        .catch((error: unknown) => req.log.warn({ err: error }, 'watch together: presence beat failed'));
    }, PRESENCE_BEAT_MS);
    onLeave(() => clearInterval(beat));
    return reply;
  });
};
