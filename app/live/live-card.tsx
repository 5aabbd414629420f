/**
 * An event card for the live lists and the live-now sidebar. It wears the row cards'
 * markup and classes (`blk-card`, `blk-badge`: the styles are in the root stylesheet) but is
 * its own small component. It was kept apart to keep the blocks' card code out of home's first
 * bundle; the blocks are chunks loaded on demand now (ADR 0044), so it could become the blocks'
 * Card with the live lists' active state.
 */
import { Link } from '@remix-run/react';
import { useT } from '~/labels/labels';
import type { LinkedCard } from './live-list.server';
import type { LabelKey } from '~/labels/labels';

const ACCESS_BADGES: Record<string, { kind: 'lock' | 'signIn' | 'geo'; labelKey: LabelKey }> = {
  DENIED: { kind: 'lock', labelKey: 'purchase' },
  GRANTED_ON_SIGN_IN: { kind: 'signIn', labelKey: 'signInToWatch' },
  GEOBLOCKED: { kind: 'geo', labelKey: 'notAvailableInYourRegion' },
};

/** The artwork at a width step of the platform's image service. */
function sized(url: string, width: 240 | 480 | 960): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/** On air: a live card whose start has passed (or that the platform marks live). */
export function isOnAir(card: Pick<LinkedCard, 'type' | 'startDate' | 'endDate' | 'displayLiveBadge'>, now = Date.now()): boolean {
  if (card.displayLiveBadge) return true;
  if (card.type !== 'LIVE') return false;
  const start = card.startDate ? Date.parse(card.startDate) : Number.NaN;
  const end = card.endDate ? Date.parse(card.endDate) : Number.NaN;
  return (Number.isNaN(start) || start <= now) && (Number.isNaN(end) || now < end);
}

export function LiveCard({ card, active, onActive, eager }: { card: LinkedCard; active: boolean; onActive: (id: string | null) => void; eager?: boolean }) {
  const t = useT();
  const badge = ACCESS_BADGES[card.accessLevel];
  const programme = card.programmingInfo?.currentProgramme;
  return (
    <Link
      className="blk-card live-card"
      to={card.href}
      data-state={active ? 'active' : 'default'}
      data-variant="default"
      data-meta="BELOW"
      data-access={card.accessLevel}
      onPointerEnter={() => onActive(card.id)}
      onPointerLeave={() => onActive(null)}
      onFocus={() => onActive(card.id)}
      onBlur={() => onActive(null)}
    >
      <span className="blk-card__art" style={{ aspectRatio: '16 / 9' }}>
        <img
          src={sized(card.thumbnailUrl, 480)}
          srcSet={`${sized(card.thumbnailUrl, 480)} 480w, ${sized(card.thumbnailUrl, 960)} 960w`}
          sizes="(max-width: 480px) 100vw, 340px"
          width={320}
          height={180}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          alt=""
        />
        {isOnAir(card) ? <span className="blk-badge blk-badge--live">{t('live')}</span> : null}
        {badge ? (
          <span className={`blk-badge blk-badge--${badge.kind}`}>
            <span className="blk-badge__text">{t(badge.labelKey)}</span>
          </span>
        ) : null}
      </span>
      <span className="blk-card__meta">
        <span className="blk-card__title">{card.title}</span>
        {programme ? <span className="blk-card__programme-title">{programme.title}</span> : null}
      </span>
    </Link>
  );
}
