/**
 * `/_data/watch-together/{roomId}/stream`: the room's server-sent events (contract.together.roomStream:
 * playback, members, message), relayed on this origin with the viewer's session. A room that has
 * ended or is full answers one `refused` event (an EventSource cannot read a status).
 */
export { roomStream as loader } from '~/together/watch-together.server';
