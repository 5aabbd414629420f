/**
 * The room as this page knows it: the loader's answer, then what the room's event stream
 * says (playback, members, messages). An older playback version arriving late is ignored;
 * a refusal (room ended or full) closes the stream for good.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SerializeFrom } from '@remix-run/node';
import { ServerClock, type RoomPlayback } from './sync';
import type { TogetherData } from './watch-together.server';

type RoomState = Extract<SerializeFrom<TogetherData>, { kind: 'room' }>['room'];
export type RoomMember = RoomState['members'][number];
export type RoomMessage = RoomState['messages'][number];

/** Messages a page keeps (the platform answers with the latest fifty). */
const KEEP_MESSAGES = 50;

export interface LiveRoom {
  playback: RoomPlayback;
  /** The latest playback, for loops that must not re-render on every change. */
  playbackRef: React.MutableRefObject<RoomPlayback>;
  clock: ServerClock;
  members: RoomMember[];
  messages: RoomMessage[];
  /** Why the room stopped following (`UNKNOWN_ROOM`, `ROOM_FULL`, `UNAUTHORISED`), else null. */
  refused: string | null;
  /** A change this page made, known before its echo arrives. */
  accept(playback: RoomPlayback): void;
}

export function useRoom(room: RoomState, streamUrl: string): LiveRoom {
  const [playback, setPlayback] = useState<RoomPlayback>(room.playback);
  const playbackRef = useRef(room.playback);
  const clockRef = useRef<ServerClock | null>(null);
  clockRef.current ??= new ServerClock(room.serverNow);
  const [members, setMembers] = useState(room.members);
  const [messages, setMessages] = useState(room.messages);
  const [refused, setRefused] = useState<string | null>(null);

  const accept = useCallback((next: RoomPlayback) => {
    if (next.version < playbackRef.current.version) return;
    playbackRef.current = next;
    setPlayback(next);
  }, []);

  useEffect(() => {
    const source = new EventSource(streamUrl);
    const read = <T>(event: Event): T | null => {
      try {
        return JSON.parse((event as MessageEvent<string>).data) as T;
      } catch {
        return null;
      }
    };
    source.addEventListener('playback', (event) => {
      const data = read<RoomPlayback & { serverNow: number }>(event);
      if (!data) return;
      clockRef.current?.sample(data.serverNow);
      accept({ playing: data.playing, positionMs: data.positionMs, updatedAt: data.updatedAt, version: data.version });
    });
    source.addEventListener('members', (event) => {
      const data = read<{ members: RoomMember[] }>(event);
      if (data) setMembers(data.members);
    });
    source.addEventListener('message', (event) => {
      const data = read<RoomMessage>(event);
      if (data) setMessages((list) => (list.some((m) => m.id === data.id) ? list : [...list, data].slice(-KEEP_MESSAGES)));
    });
    source.addEventListener('refused', (event) => {
      setRefused(read<{ code: string }>(event)?.code ?? 'UNKNOWN_ROOM');
      source.close();
    });
    return () => source.close();
  }, [streamUrl, accept]);

  return { playback, playbackRef, clock: clockRef.current, members, messages, refused, accept };
}
