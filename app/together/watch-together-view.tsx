/**
 * The watch-together screen: the live page (app/live/) with the room in place of the
 * live-now sidebar. Without a room (or with one that has ended) the panel offers to open one.
 */
import { useFetcher } from '@remix-run/react';
import type { SerializeFrom } from '@remix-run/node';
import { useCallback, useEffect, useRef } from 'react';
import { useT } from '~/labels/labels';
import { LiveView, type LivePageData } from '~/live/live-view';
import type { PlayerHandle } from '~/player/PlayerLoader';
import { RoomPanel, StartRoom } from './room-panel';
import { useRoom } from './use-room';
import { useRoomSync, type PlaybackAction } from './use-room-sync';
import type { TogetherActionData, TogetherData } from './watch-together.server';

export type WatchTogetherData = LivePageData & { together: SerializeFrom<TogetherData>; livePath: string };
type RoomData = Extract<SerializeFrom<TogetherData>, { kind: 'room' }>;

function NoRoom({ kind }: { kind: 'none' | 'missing' | 'unavailable' }) {
  const t = useT();
  return (
    <aside className="together" aria-labelledby="together-title">
      <h2 id="together-title">{t('watchTogether')}</h2>
      {kind === 'none' ? <p>{t('watchTogetherIntro')}</p> : <p role="alert">{t(kind === 'missing' ? 'watchTogetherMissing' : 'watchTogetherUnavailable')}</p>}
      <StartRoom />
    </aside>
  );
}

function RoomView({ data, together }: { data: WatchTogetherData; together: RoomData }) {
  const playerRef = useRef<PlayerHandle>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const room = useRoom(together.room, together.streamUrl);
  const fetcher = useFetcher<TogetherActionData>();
  const { submit } = fetcher;
  const roomId = together.room.id;
  const send = useCallback(
    (action: PlaybackAction, positionMs: number) =>
      submit({ intent: 'playback', room: roomId, action, positionMs: String(Math.round(positionMs)) }, { method: 'post' }),
    [submit, roomId],
  );
  const sync = useRoomSync(room, playerRef, rootRef, send);
  const { accept } = room;
  const answered = fetcher.data;
  useEffect(() => {
    if (answered?.ok && answered.playback) accept(answered.playback);
  }, [answered, accept]);

  return (
    <div ref={rootRef}>
      <LiveView
        data={data}
        playerRef={playerRef}
        aside={<RoomPanel room={room} roomId={roomId} shareUrl={together.shareUrl} sync={sync} leaveHref={data.livePath} />}
      />
    </div>
  );
}

export function WatchTogetherView({ data }: { data: WatchTogetherData }) {
  const together = data.together;
  if (together.kind === 'room') return <RoomView key={together.room.id} data={data} together={together} />;
  return <LiveView data={data} aside={<NoRoom kind={together.kind} />} />;
}
