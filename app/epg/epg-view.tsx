/**
 * The programme guide's markup: day tabs (M/D or D/M), the window links, channels with
 * their programmes (current and next marked), more-channels paging and the programme
 * modal. Everything is a link written by the loader, so it all works without JavaScript;
 * with it, times switch to the viewer's time zone and Escape closes the modal.
 */
import { Link, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '~/labels/labels';
import { useRootData } from '~/root-data';
import { formatProgrammeTime } from './format';
import type { GuideChannel, GuidePageData, GuideProgramme, ProgrammeModalData } from './epg-page.server';

/** The viewer's time zone after hydration; UTC (as the server wrote) before. */
function useViewerTimeZone(): string {
  const [zone, setZone] = useState('UTC');
  useEffect(() => {
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (local) setZone(local);
  }, []);
  return zone;
}

/** Start and end in the viewer's locale; each time isolated, so "9:05 م" reads right in Arabic. */
function TimeRange({ start, end, zone }: { start: string; end: string; zone: string }) {
  const locale = useRootData()?.locale ?? 'en';
  return (
    <span className="epg-time">
      <time dateTime={start} dir="auto">
        {formatProgrammeTime(start, zone, locale)}
      </time>
      {' – '}
      <time dateTime={end} dir="auto">
        {formatProgrammeTime(end, zone, locale)}
      </time>
    </span>
  );
}

function ProgrammeCell({ programme, zone }: { programme: GuideProgramme; zone: string }) {
  const t = useT();
  const body = (
    <>
      <span className="epg-programme__head">
        <TimeRange start={programme.startDate} end={programme.endDate} zone={zone} />
        {programme.slot === 'current' ? <span className="epg-badge epg-badge--now">{t('epgNow')}</span> : null}
        {programme.slot === 'next' ? <span className="epg-badge epg-badge--next">{t('epgNext')}</span> : null}
      </span>
      <span className="epg-programme__title">{programme.title}</span>
      {programme.episode ? <span className="epg-programme__episode">{programme.episode}</span> : null}
    </>
  );
  return (
    <li className="epg-programme" data-slot={programme.slot} data-programme-id={programme.id}>
      {programme.modalHref ? (
        <Link
          className="epg-programme__box epg-programme__box--link"
          to={programme.modalHref}
          preventScrollReset
          aria-label={`${programme.title}, ${t('epgProgrammeDetails')}`}
        >
          {body}
        </Link>
      ) : (
        <div className="epg-programme__box">{body}</div>
      )}
    </li>
  );
}

function ChannelRow({ channel, zone }: { channel: GuideChannel; zone: string }) {
  const t = useT();
  return (
    <li className="epg-channel" data-channel-id={channel.id} data-access={channel.accessLevel}>
      <Link className="epg-channel__info" to={channel.liveHref}>
        {channel.logoUrl ? (
          <img src={`${channel.logoUrl}${channel.logoUrl.includes('?') ? '&' : '?'}w=240`} alt="" width={48} height={48} loading="lazy" />
        ) : null}
        <span className="epg-channel__title">{channel.title}</span>
      </Link>
      {channel.programmes.length === 0 ? (
        <p className="muted epg-channel__empty">{t('epgNoProgrammes')}</p>
      ) : (
        // The row scrolls sideways: focusable, so a keyboard can scroll it when none of its programmes is a link.
        <ol className="epg-programmes" aria-label={channel.title} tabIndex={0}>
          {channel.programmes.map((programme) => (
            <ProgrammeCell key={programme.id} programme={programme} zone={zone} />
          ))}
        </ol>
      )}
    </li>
  );
}

function ProgrammeModal({ modal, zone }: { modal: ProgrammeModalData; zone: string }) {
  const t = useT();
  const navigate = useNavigate();
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    boxRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate(modal.closeHref, { preventScrollReset: true });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [modal.closeHref, navigate]);
  return (
    <div className="epg-modal" data-programme-id={modal.programmeId}>
      <Link className="epg-modal__backdrop" to={modal.closeHref} preventScrollReset aria-label={t('close')} tabIndex={-1} />
      <div ref={boxRef} className="epg-modal__box" role="dialog" aria-modal="true" aria-labelledby="epg-modal-title" tabIndex={-1}>
        {modal.thumbnailUrl ? (
          <img className="epg-modal__art" src={`${modal.thumbnailUrl}${modal.thumbnailUrl.includes('?') ? '&' : '?'}w=480`} alt="" width={480} height={270} />
        ) : null}
        <p className="epg-modal__channel">{modal.channelTitle}</p>
        <h2 id="epg-modal-title">{modal.title}</h2>
        {modal.episode ? <p className="epg-modal__episode">{modal.episode}</p> : null}
        <p className="epg-modal__when">
          <span>{modal.date}</span> <TimeRange start={modal.startDate} end={modal.endDate} zone={zone} />
        </p>
        <div className="epg-modal__actions">
          <Link className="button button--primary" to={modal.primary.href} data-action={modal.primary.action}>
            {t(modal.primary.action)}
          </Link>
          {modal.secondary ? (
            <Link className="button button--ghost" to={modal.secondary.href} data-action={modal.secondary.action}>
              {t(modal.secondary.action)}
            </Link>
          ) : null}
        </div>
        <Link className="icon-button epg-modal__close" to={modal.closeHref} preventScrollReset aria-label={t('close')}>
          ✕
        </Link>
      </div>
    </div>
  );
}

export function GuideView({ data }: { data: GuidePageData }) {
  const t = useT();
  const zone = useViewerTimeZone();
  return (
    <article className="epg-page">
      <header className="epg-page__header">
        <h1>{t('programmeGuide')}</h1>
        <nav className="epg-days" aria-label={t('epgDays')}>
          <ul>
            {data.days.map((day) => (
              <li key={day.href}>
                <Link to={day.href} className="epg-days__tab" aria-current={day.current ? 'date' : undefined}>
                  <span className="epg-days__weekday">{day.today ? t('epgToday') : day.weekday}</span>
                  <span className="epg-days__date">{day.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="epg-window" aria-label={t('programmeGuide')}>
          {data.earlierHref ? (
            <Link className="button button--ghost" to={data.earlierHref} rel="prev">
              {t('epgEarlier')}
            </Link>
          ) : (
            <span />
          )}
          <span className="epg-window__range">
            <TimeRange start={data.from} end={data.to} zone={zone} />
          </span>
          <Link className="button button--ghost" to={data.nowHref}>
            {t('epgNow')}
          </Link>
          {data.laterHref ? (
            <Link className="button button--ghost" to={data.laterHref} rel="next">
              {t('epgLater')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      </header>

      {data.channels.length === 0 ? (
        <p className="muted" role="status">
          {t('epgNoChannels')}
        </p>
      ) : (
        <ul className="epg-channels" aria-label={t('epgChannels')}>
          {data.channels.map((channel) => (
            <ChannelRow key={channel.id} channel={channel} zone={zone} />
          ))}
        </ul>
      )}

      {data.moreChannelsHref || data.firstChannelsHref ? (
        <nav className="epg-paging" aria-label={t('pagination')}>
          {data.firstChannelsHref ? (
            <Link className="button button--ghost" to={data.firstChannelsHref}>
              {t('epgFirstChannels')}
            </Link>
          ) : (
            <span />
          )}
          {data.moreChannelsHref ? (
            <Link className="button button--primary" to={data.moreChannelsHref} rel="next">
              {t('epgMoreChannels')}
            </Link>
          ) : null}
        </nav>
      ) : null}

      {data.modal ? <ProgrammeModal modal={data.modal} zone={zone} /> : null}
    </article>
  );
}
