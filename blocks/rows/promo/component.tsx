/**
 * Promotional band: background (colour or image), title, description, primary and
 * secondary CTAs, aligned by textAlignment; the bucket's cards (if any) follow as a
 * carousel.
 */
import type { z } from 'zod';
import { Carousel } from '../../shared/carousel';
import type { RowContext } from '../../shared/content-card';
import { logicalTextAlign } from '../../shared/text-align';
import type { BlockRenderProps } from '../../types';
import { cardOptionsFor } from '../shared/carousel-row';
import { rowBackgroundStyle, rowHeadingId, RowCtas } from '../shared/row-frame';
import type { RowCommonProps } from '../shared/row-fields';
import type { schema } from './schema';

export function Component({ props, context }: BlockRenderProps<z.output<typeof schema> & Pick<RowCommonProps, 'backgroundText'>, RowContext>) {
  const { bucket, index } = context;
  const align = logicalTextAlign(props.textAlignment ?? 'LEFT');
  const headingId = rowHeadingId(bucket.bucketId);
  return (
    <section
      className="blk-row blk-promo"
      data-row-type="promo"
      aria-labelledby={headingId}
      style={rowBackgroundStyle(props.background, props.backgroundText)}
      data-align={align}
      data-has-background={props.background ? '' : undefined}
    >
      <div className="blk-promo__body" style={{ textAlign: align }}>
        <h2 id={headingId} className="blk-promo__title">
          {props.title ?? bucket.name}
        </h2>
        {props.description ? <p className="blk-promo__description">{props.description}</p> : null}
        <RowCtas props={props} align={align} />
      </div>
      {bucket.contentList.length > 0 ? (
        <Carousel
          cards={bucket.contentList}
          rowIndex={index}
          rowCount={props.rowCount ?? 1}
          label={props.title ?? bucket.name}
          {...cardOptionsFor(props, { rowType: 'promo', variant: 'default' })}
        />
      ) : null}
    </section>
  );
}
