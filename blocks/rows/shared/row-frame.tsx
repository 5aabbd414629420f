/** Heading, description, CTAs and background shared by every row type. */
import type { CSSProperties, ReactNode } from 'react';
import { logicalTextAlign } from '../../shared/text-align';
import { CtaButton } from '../../shared/cta-button';
import { isSafeUrl } from '../../shared/environment';
import { withWidth } from '../../shared/images';
import type { RowCommonProps } from './row-fields';

/**
 * A background is an image when it looks like a URL, otherwise a CSS colour. `text` is the
 * readable text colour the server chose for a `#hex` colour (row-background.ts), so the rule
 * runs once per page on the server, not in every browser.
 */
const ROW_BACKGROUND_WIDTH = 1920;

export function rowBackgroundStyle(background: string | undefined, text?: string): CSSProperties | undefined {
  if (!background) return undefined;
  if (/^(https?:)?\/\//.test(background) || background.startsWith('/')) {
    if (!isSafeUrl(background)) return undefined;
    // A band as wide as the page: the 1920 step, not the original (a CSS background has no srcset).
    return {
      backgroundImage: `url("${withWidth(background, ROW_BACKGROUND_WIDTH).replace(/["\\]/g, '')}")`,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    };
  }
  // Only simple colour syntaxes: a document must not be able to inject other CSS.
  if (/^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-zA-Z]+)$/.test(background)) {
    return text
      ? { backgroundColor: background, color: text, ['--blk-fg' as string]: text, ['--blk-bg' as string]: background }
      : { backgroundColor: background };
  }
  return undefined;
}

export function RowFrame({
  rowType,
  props,
  name,
  children,
  headingId,
}: {
  rowType: string;
  props: RowCommonProps;
  name: string;
  children: ReactNode;
  headingId: string;
}) {
  const heading = props.title ?? name;
  const align = logicalTextAlign(props.textAlignment ?? 'LEFT');
  return (
    <section
      className="blk-row"
      data-row-type={rowType}
      aria-labelledby={headingId}
      style={rowBackgroundStyle(props.background, props.backgroundText)}
      data-has-background={props.background ? '' : undefined}
    >
      <header className="blk-row__header" style={{ textAlign: align }}>
        <h2 id={headingId} className="blk-row__title">
          {heading}
        </h2>
        {props.description ? <p className="blk-row__description">{props.description}</p> : null}
        <RowCtas props={props} align={align} />
      </header>
      {children}
    </section>
  );
}

/** A row's primary and secondary calls to action, lined up with its text alignment. */
export function RowCtas({ props, align }: { props: RowCommonProps; align: string }) {
  if (!props.primaryCta && !props.secondaryCta) return null;
  return (
    <div className="blk-row__ctas" style={{ justifyContent: align === 'center' ? 'center' : align === 'end' ? 'flex-end' : 'flex-start' }}>
      {props.primaryCta ? <CtaButton cta={props.primaryCta} variant="primary" /> : null}
      {props.secondaryCta ? <CtaButton cta={props.secondaryCta} variant="secondary" /> : null}
    </div>
  );
}

export function rowHeadingId(bucketId: string): string {
  return `row-${bucketId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
