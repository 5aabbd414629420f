/** Heading, description, CTAs and background shared by every row type. */
import type { CSSProperties, ReactNode } from 'react';
import { logicalTextAlign } from '../../shared/text-align';
import { CtaButton } from '../../shared/cta-button';
import { isSafeUrl } from '../../shared/environment';
import type { RowCommonProps } from './row-fields';

/** A background is an image when it looks like a URL, otherwise a CSS colour. */
export function rowBackgroundStyle(background: string | undefined): CSSProperties | undefined {
  if (!background) return undefined;
  if (/^(https?:)?\/\//.test(background) || background.startsWith('/')) {
    if (!isSafeUrl(background)) return undefined;
    return { backgroundImage: `url("${background.replace(/["\\]/g, '')}")`, backgroundSize: 'cover', backgroundPosition: 'center' };
  }
  // Only simple colour syntaxes: a document must not be able to inject other CSS.
  if (/^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-zA-Z]+)$/.test(background)) {
    const text = readableTextOn(background);
    return text
      ? { backgroundColor: background, color: text, ['--blk-fg' as string]: text, ['--blk-bg' as string]: background }
      : { backgroundColor: background };
  }
  return undefined;
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#0b0b10';

/**
 * The text colour (white or near black) with the higher WCAG contrast on a `#rgb`/`#rrggbb`
 * background, so a row's text stays readable on any colour an editor picks (white on a bright
 * orange is 3:1, under AA). Other colour syntaxes keep the inherited text colour.
 */
function readableTextOn(background: string): string | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const channel = (i: number) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  const onLight = (luminance + 0.05) / (0.0035 + 0.05);
  const onDark = 1.05 / (luminance + 0.05);
  return onDark >= onLight ? LIGHT_TEXT : DARK_TEXT;
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
      style={rowBackgroundStyle(props.background)}
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
