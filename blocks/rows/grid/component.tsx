/**
 * Card grid. Columns come from CSS media queries (shared/grid.ts, mirrored in
 * blocks.css), so the server-rendered HTML is right at every width. With rowCount the
 * grid shows only that many rows (cards beyond rowCount × columns are hidden by CSS)
 * and does not page; without it, further pages load at the sentinel.
 */
import type { z } from 'zod';
import { Card } from '../../shared/card';
import type { RowContext } from '../../shared/content-card';
import { useBlockEnvironment } from '../../shared/environment';
import { columnsNeeded, MAX_GRID_COLUMNS } from '../../shared/grid';
import { useBucketPaging } from '../../shared/use-bucket-paging';
import { PagingStatus } from '../shared/paging-status';
import type { BlockRenderProps } from '../../types';
import { cardOptionsFor } from '../shared/carousel-row';
import { RowFrame, rowHeadingId } from '../shared/row-frame';
import type { schema } from './schema';

export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, RowContext>) {
  const { t } = useBlockEnvironment();
  const { bucket, sectionId, index: rowIndex } = context;
  const limited = props.rowCount !== undefined;
  const paging = useBucketPaging(bucket, sectionId, !limited);
  // A limited grid never needs more than rowCount × the widest column count.
  const cards = limited ? paging.cards.slice(0, (props.rowCount ?? 1) * MAX_GRID_COLUMNS) : paging.cards;
  const options = cardOptionsFor(props, { rowType: 'grid', variant: 'default' });
  return (
    <RowFrame rowType="grid" props={props} name={bucket.name} headingId={rowHeadingId(bucket.bucketId)}>
      {cards.length === 0 ? <p className="blk-row__empty">{t('noContent')}</p> : null}
      <ul className="blk-grid" data-limited={limited || undefined} data-variant={options.variant}>
        {cards.map((card, i) => (
          <li key={card.id} className="blk-grid__cell" data-needs-cols={limited ? columnsNeeded(i, props.rowCount ?? 1) : undefined}>
            <Card card={card} rowIndex={rowIndex} index={i} displayWidth={480} {...options} />
          </li>
        ))}
      </ul>
      {paging.hasMore ? (
        <div ref={paging.sentinelRef} className="blk-sentinel blk-sentinel--grid" data-loading={paging.loading || undefined}>
          <PagingStatus error={paging.error} retry={paging.retry} />
        </div>
      ) : null}
    </RowFrame>
  );
}
