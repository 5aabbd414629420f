/**
 * The room beside the picture: whether this viewer is in step, the link that invites
 * others, who is here, and the chat. The chat form posts without JavaScript too.
 */
import { Form, Link, useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { CHAT_MAX_LENGTH } from '../../contract/together';
import { useT } from '~/labels/labels';
import type { LiveRoom } from './use-room';
import type { RoomSync } from './use-room-sync';
import type { TogetherActionData } from './watch-together.server';

function SyncStatus({ room, sync }: { room: LiveRoom; sync: RoomSync }) {
  const t = useT();
  const text = room.playback.positionMs === null ? t('watchTogetherWaiting') : sync.inStep ? t('watchTogetherInStep') : t('watchTogetherCatchingUp');
  return (
    <p className="together__status" role="status" data-in-step={sync.inStep ?? undefined}>
      {text}
    </p>
  );
}

function Invite({ shareUrl }: { shareUrl: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <div className="together__invite">
      <label htmlFor="together-link">{t('watchTogetherInvite')}</label>
      <div className="together__invite-row">
        <input id="together-link" readOnly value={shareUrl} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            void navigator.clipboard?.writeText(shareUrl).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? t('watchTogetherCopied') : t('watchTogetherCopy')}
        </button>
      </div>
    </div>
  );
}

function Chat({ room, roomId }: { room: LiveRoom; roomId: string }) {
  const t = useT();
  const fetcher = useFetcher<TogetherActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [room.messages.length]);

  return (
    <section className="together__chat" aria-labelledby="together-chat-title">
      <h3 id="together-chat-title">{t('watchTogetherChat')}</h3>
      {room.messages.length === 0 ? (
        <p className="muted">{t('watchTogetherNoMessages')}</p>
      ) : (
        <ol ref={listRef} className="together__messages" aria-live="polite">
          {room.messages.map((message) => (
            <li key={message.id}>
              <bdi className="together__name">{message.name}</bdi> <bdi dir="auto">{message.text}</bdi>
            </li>
          ))}
        </ol>
      )}
      <fetcher.Form ref={formRef} method="post" className="together__say">
        <input type="hidden" name="intent" value="message" />
        <input type="hidden" name="room" value={roomId} />
        <label className="visually-hidden" htmlFor="together-message">
          {t('watchTogetherMessage')}
        </label>
        <input id="together-message" name="text" required maxLength={CHAT_MAX_LENGTH} autoComplete="off" dir="auto" placeholder={t('watchTogetherMessage')} />
        <button type="submit" className="button button--primary" disabled={fetcher.state !== 'idle'}>
          {t('watchTogetherSend')}
        </button>
      </fetcher.Form>
      {error ? (
        <p className="together__error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </section>
  );
}

export function RoomPanel({
  room,
  roomId,
  shareUrl,
  sync,
  leaveHref,
}: {
  room: LiveRoom;
  roomId: string;
  shareUrl: string;
  sync: RoomSync;
  leaveHref: string;
}) {
  const t = useT();
  if (room.refused) {
    return (
      <aside className="together" aria-labelledby="together-title">
        <h2 id="together-title">{t('watchTogether')}</h2>
        <p role="alert">{t(room.refused === 'ROOM_FULL' ? 'watchTogetherFull' : 'watchTogetherMissing')}</p>
        <StartRoom />
      </aside>
    );
  }
  return (
    <aside className="together" aria-labelledby="together-title" data-clock-offset={sync.clockOffset ?? undefined}>
      <h2 id="together-title">{t('watchTogether')}</h2>
      <SyncStatus room={room} sync={sync} />
      <Invite shareUrl={shareUrl} />
      <section aria-labelledby="together-people-title">
        <h3 id="together-people-title">{t('watchTogetherPeople', { count: room.members.length })}</h3>
        <ul className="together__people">
          {room.members.map((member) => (
            <li key={member.key}>
              <bdi>{member.self ? t('watchTogetherYou', { name: member.name }) : member.name}</bdi>
            </li>
          ))}
        </ul>
      </section>
      <Chat room={room} roomId={roomId} />
      <Link className="button button--ghost" to={leaveHref}>
        {t('watchTogetherLeave')}
      </Link>
    </aside>
  );
}

/** Opens a room (a plain form: works before the page's script runs). */
export function StartRoom() {
  const t = useT();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="create" />
      <button type="submit" className="button button--primary">
        {t('watchTogetherStart')}
      </button>
    </Form>
  );
}
