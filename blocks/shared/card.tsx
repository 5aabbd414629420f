/**
 * A content card: artwork (responsive, no layout shift), badges (lock, live, sign in
 * to watch, purchase), optional programme info and progress bar, and metadata.
 * The whole card is one link (the app's content link helper via the block environment).
 */
import { useEffect, useState, type FocusEvent } from 'react';
import type { ContentCard } from './content-card';
import type { CtaPersonal } from './cta';
import type { CardState } from './card-state';
import { useBlockEnvironment } from './environment';
import { FavouriteForm } from './favourite-form';
import { formatCount, formatDuration, formatProgrammeTime, progressFraction } from './format';
import { fixedSlotImage, imageSrcSet, loadingFor, withWidth } from './images';
import { gridImageSizes } from './grid';

/** A fluid card (grids) is one grid column wide. */
const GRID_IMAGE_SIZES = gridImageSizes();

export type CardVariant = 'default' | 'poster' | 'section' | 'playlist';
export type MetadataDisplayMode = 'BELOW' | 'OVERLAY' | 'HIDDEN';

/** Card widths in CSS px. */
export const CARD_WIDTHS: Record<CardVariant, number> = { default: 320, poster: 220, section: 200, playlist: 260 };
/** Artwork aspect ratio (width / height) per variant. */
export const CARD_ASPECT: Record<CardVariant, [number, number]> = { default: [16, 9], poster: [2, 3], section: [16, 9], playlist: [16, 9] };

export interface CardOptions {
  variant: CardVariant;
  metadataDisplayMode: MetadataDisplayMode;
  showProgress?: boolean;
  showProgramme?: boolean;
  /** Playlist rows: which artwork to show. */
  usePoster?: boolean;
}

export interface CardProps extends CardOptions {
  card: ContentCard;
  rowIndex: number;
  index: number;
  state?: CardState;
  /** Width the card is laid out at (grid cards stretch; carousel cards use CARD_WIDTHS). */
  displayWidth?: number;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
  onBlur?: () => void;
  /** First/last visible card of a carousel (decides the hover transform origin). */
  edge?: 'start' | 'end';
}

export function accessBadge(card: Pick<ContentCard, 'accessLevel'>): { kind: 'lock' | 'signIn' | 'geo' | null; labelKey: string | null } {
  switch (card.accessLevel) {
    case 'DENIED':
      return { kind: 'lock', labelKey: 'purchase' };
    case 'GRANTED_ON_SIGN_IN':
      return { kind: 'signIn', labelKey: 'signInToWatch' };
    case 'GEOBLOCKED':
      return { kind: 'geo', labelKey: 'notAvailableInYourRegion' };
    default:
      return { kind: null, labelKey: null };
  }
}

export function isLive(card: ContentCard, now = Date.now()): boolean {
  if (card.displayLiveBadge) return true;
  if (card.type !== 'LIVE') return false;
  const start = card.startDate ? Date.parse(card.startDate) : NaN;
  const end = card.endDate ? Date.parse(card.endDate) : NaN;
  if (Number.isNaN(start)) return true;
  return start <= now && (Number.isNaN(end) || now < end);
}

export function Card({
  card,
  variant,
  metadataDisplayMode,
  showProgress,
  showProgramme,
  usePoster,
  rowIndex,
  index,
  state = 'default',
  displayWidth,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  edge,
}: CardProps) {
  const env = useBlockEnvironment();
  const { t } = env;
  const poster = usePoster ?? variant === 'poster';
  const aspect: [number, number] = poster ? [2, 3] : CARD_ASPECT[variant];
  const width = displayWidth ?? CARD_WIDTHS[variant];
  const height = Math.round((width * aspect[1]) / aspect[0]);
  const imageUrl = poster && card.posterUrl ? card.posterUrl : card.thumbnailUrl;
  const badge = accessBadge(card);
  const live = isLive(card);
  const programme = showProgramme ? card.programmingInfo?.currentProgramme : undefined;
  const progress = showProgress ? progressFraction(card.progress, card.duration) : 0;
  const metaMode = metadataDisplayMode;
  const personal = (card as { personal?: CtaPersonal }).personal;
  const loading = loadingFor(rowIndex, index);

  const link = (
    <a
      className="blk-card"
      href={env.contentHref(card)}
      data-state={state === 'default' ? undefined : state}
      data-edge={edge}
      data-variant={variant}
      data-meta={metaMode === 'BELOW' ? undefined : metaMode}
      style={displayWidth ? { ['--card-w' as string]: `${width}px` } : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      aria-label={metaMode === 'HIDDEN' ? card.title : undefined}
    >
      <span className="blk-card__art" data-portrait={aspect[0] < aspect[1] || undefined}>
        <img
          {...(displayWidth
            ? { src: withWidth(imageUrl, 480), srcSet: imageSrcSet(imageUrl, width), sizes: GRID_IMAGE_SIZES }
            : fixedSlotImage(imageUrl, width))}
          width={width}
          height={height}
          loading={loading}
          decoding={loading === 'eager' ? 'async' : undefined}
          alt=""
        />
        {live ? <span className="blk-badge blk-badge--live">{t('live')}</span> : null}
        {badge.kind ? (
          <span className={`blk-badge blk-badge--${badge.kind}`} title={badge.labelKey ? t(badge.labelKey) : undefined}>
            <span className="blk-badge__text">{badge.labelKey ? t(badge.labelKey) : null}</span>
          </span>
        ) : null}
        {card.type === 'PLAYLIST' && card.itemCount !== undefined ? (
          <span className="blk-badge blk-badge--count">
            {formatCount(card.itemCount, env.locale)} {t('items')}
          </span>
        ) : null}
        {card.duration && !live && card.type === 'VOD' ? <span className="blk-badge blk-badge--duration">{formatDuration(card.duration)}</span> : null}
        {showProgress ? (
          <span
            className="blk-progress"
            role="progressbar"
            aria-label={t('watched')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
          >
            <span className="blk-progress__bar" style={{ width: `${(progress * 100).toFixed(1)}%` }} />
          </span>
        ) : null}
      </span>
      {metaMode !== 'HIDDEN' ? (
        <span className="blk-card__meta">
          {card.programmingInfo?.channelLogoUrl && showProgramme ? (
            <img className="blk-card__logo" src={withWidth(card.programmingInfo.channelLogoUrl, 240)} width={48} height={27} alt="" loading="lazy" />
          ) : null}
          <span className="blk-card__title" dir="auto">
            {card.title}
          </span>
          {card.series && card.series.title !== card.title ? (
            <span className="blk-card__sub" dir="auto">
              {card.series.title}
            </span>
          ) : null}
          {programme ? (
            <span className="blk-card__programme">
              <ProgrammeTime iso={programme.startDate} />
              {programme.endDate ? (
                <>
                  {' – '}
                  <ProgrammeTime iso={programme.endDate} />
                </>
              ) : null}{' '}
              <span className="blk-card__programme-title" dir="auto">
                {programme.title}
              </span>
            </span>
          ) : null}
        </span>
      ) : null}
    </a>
  );
  return personal && personal.kind !== 'signIn' ? (
    <div className="blk-card-frame">
      {link}
      <CardPersonal personal={personal} title={card.title} t={t} />
    </div>
  ) : (
    link
  );
}

/**
 * A signed-in viewer's control on a card (written by the server: `card.personal`), beside the
 * card's link since a link cannot hold a control: plain HTML that works without JavaScript, the
 * favourite form (posts and comes back) or the link to the add-to-watchlist picker.
 */
function CardPersonal({ personal, title, t }: { personal: Exclude<CtaPersonal, { kind: 'signIn' }>; title: string; t: (key: string) => string }) {
  if (personal.kind === 'watchlist') {
    return (
      // The "+" is the stylesheet's (`a.blk-card__personal::before`): bytes in every signed-in document otherwise.
      <a className="blk-card__personal" href={personal.href} aria-label={`${t('addToWatchlist')}: ${title}`} />
    );
  }
  return <FavouriteForm personal={personal} className="blk-card__personal" label={`${t('favourite')}: ${title}`} />;
}

/**
 * The server does not know the viewer's time zone: it renders the environment's zone
 * (UTC by default) and the browser switches to the local zone after hydration, so the
 * hydrated HTML matches and the viewer then sees local times.
 */
function ProgrammeTime({ iso }: { iso: string }) {
  const env = useBlockEnvironment();
  const [timeZone, setTimeZone] = useState(env.timeZone);
  useEffect(() => {
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (local) setTimeZone(local);
  }, []);
  return (
    <time dateTime={iso} dir="auto">
      {formatProgrammeTime(iso, timeZone, env.locale)}
    </time>
  );
}
