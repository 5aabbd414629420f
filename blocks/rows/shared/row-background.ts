/**
 * The readable text colour of a row on the colour background its editor picked, chosen once on
 * the server (composed-page.server.ts) and handed to the row as `backgroundText`.
 */
const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#0b0b10';

/**
 * The text colour (white or near black) with the higher WCAG contrast on a `#rgb`/`#rrggbb`
 * background, so a row's text stays readable on any colour an editor picks (white on a bright
 * orange is 3:1, under AA). Other colour syntaxes keep the inherited text colour.
 */
export function readableTextOn(background: string): string | null {
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

/** A row's props with `backgroundText` for its `#hex` background (other backgrounds keep the inherited colour). */
export function withBackgroundText<P extends { background?: string }>(props: P): P & { backgroundText?: string } {
  const text = props.background ? readableTextOn(props.background) : null;
  return text ? { ...props, backgroundText: text } : props;
}
