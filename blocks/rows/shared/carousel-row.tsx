/** The carousel rows (standard, poster, continueWatching, liveNow, sectionLink, playlist) differ only in card options. */
import { Carousel } from '../../shared/carousel';
import type { CardOptions, CardVariant } from '../../shared/card';
import type { RowContext } from '../../shared/content-card';
import { useBlockEnvironment } from '../../shared/environment';
import { useBucketPaging } from '../../shared/use-bucket-paging';
import type { RowCommonProps } from './row-fields';
import { PagingStatus } from './paging-status';
import { RowFrame, rowHeadingId } from './row-frame';

export interface CarouselRowOptions {
  rowType: string;
  variant: CardVariant;
  showProgress?: boolean;
  showProgramme?: boolean;
  /**
   * Rows fed by the viewer's own state or the clock (continue watching, live now) are simply
   * absent when there is nothing in them: a guest has nothing to continue, and an empty
   * "live now" row is noise. Curated rows keep their empty state so an editor notices.
   */
  hideWhenEmpty?: boolean;
}

/** Card options a row's props select (displayPosters, hideMetadata, metadataDisplayMode, playlistImageType). */
export function cardOptionsFor(props: RowCommonProps, base: CarouselRowOptions): CardOptions {
  const variant: CardVariant = props.displayPosters && base.variant === 'default' ? 'poster' : base.variant;
  const metadataDisplayMode = props.hideMetadata ? 'HIDDEN' : (props.metadataDisplayMode ?? 'BELOW');
  return {
    variant,
    metadataDisplayMode,
    showProgress: base.showProgress,
    showProgramme: base.showProgramme,
    usePoster: variant === 'poster' || (base.variant === 'playlist' && props.playlistImageType === 'POSTER') || props.displayPosters === true,
  };
}

export function CarouselRow({ props, context, options }: { props: RowCommonProps; context: RowContext; options: CarouselRowOptions }) {
  const { t } = useBlockEnvironment();
  const { bucket, sectionId, index } = context;
  const paging = useBucketPaging(bucket, sectionId);
  const headingId = rowHeadingId(bucket.bucketId);
  if (options.hideWhenEmpty && paging.cards.length === 0 && !paging.hasMore) return null;
  const tail = paging.hasMore ? (
    <span ref={paging.sentinelRef} className="blk-sentinel" data-loading={paging.loading || undefined}>
      <PagingStatus error={paging.error} retry={paging.retry} />
    </span>
  ) : null;
  return (
    <RowFrame rowType={options.rowType} props={props} name={bucket.name} headingId={headingId}>
      {paging.cards.length === 0 ? (
        <p className="blk-row__empty">{t('noContent')}</p>
      ) : (
        <Carousel
          cards={paging.cards}
          rowIndex={index}
          rowCount={props.rowCount ?? 1}
          label={props.title ?? bucket.name}
          tail={tail}
          {...cardOptionsFor(props, options)}
        />
      )}
    </RowFrame>
  );
}
