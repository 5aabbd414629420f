/**
 * Card grid columns by window width:
 * below 480 → 1; to 1024 → 2; below 1440 → 3; below 1680 → 4; below 2000 → 5;
 * below 3000 → 6; below 4000 → 7; 4000 and up → 8.
 * "To 1024" is read as inclusive (1024 px still has 2 columns).
 */
export const GRID_BREAKPOINTS: ReadonlyArray<{ minWidth: number; columns: number }> = [
  { minWidth: 0, columns: 1 },
  { minWidth: 480, columns: 2 },
  { minWidth: 1025, columns: 3 },
  { minWidth: 1440, columns: 4 },
  { minWidth: 1680, columns: 5 },
  { minWidth: 2000, columns: 6 },
  { minWidth: 3000, columns: 7 },
  { minWidth: 4000, columns: 8 },
];

export function gridColumns(windowWidth: number): number {
  let columns = 1;
  for (const bp of GRID_BREAKPOINTS) if (windowWidth >= bp.minWidth) columns = bp.columns;
  return columns;
}

export const MAX_GRID_COLUMNS = 8;

/**
 * The same rule as CSS media queries, so the server-rendered grid is right before any
 * script runs. With `rowCount`, each card carries `data-needs-cols=k` (it is shown only
 * when there are at least k columns, i.e. its index fits in rowCount × columns).
 */
export function gridCss(): string {
  const rules: string[] = [];
  GRID_BREAKPOINTS.forEach(({ minWidth, columns }, i) => {
    const next = GRID_BREAKPOINTS[i + 1];
    const hideBeyond = Array.from({ length: MAX_GRID_COLUMNS + 1 - columns }, (_, k) => `.blk-grid[data-limited]>[data-needs-cols="${columns + 1 + k}"]`);
    const body = `.blk-grid{grid-template-columns:repeat(${columns},minmax(0,1fr))}${hideBeyond.length ? `${hideBeyond.join(',')}{display:none}` : ''}`;
    // Ranges do not overlap, so a card hidden at a narrow width shows again at a wider one.
    const conditions = [minWidth > 0 ? `(min-width:${minWidth}px)` : '', next ? `(max-width:${next.minWidth - 0.02}px)` : ''].filter(Boolean);
    rules.push(`@media ${conditions.join(' and ')}{${body}}`);
  });
  return rules.join('\n');
}

/** Fewest columns at which the card at `index` (0-based) is within the first `rowCount` rows. */
export function columnsNeeded(index: number, rowCount: number): number {
  return Math.min(MAX_GRID_COLUMNS + 1, Math.ceil((index + 1) / rowCount));
}

/**
 * The `sizes` of a grid card's image, from the same breakpoints: one column's share of the
 * viewport up to four columns, and the four-column share beyond (wider screens have more,
 * narrower columns: an upper bound never picks a blurry step, and keeps the attribute short,
 * as it is written on every grid card).
 */
export function gridImageSizes(): string {
  const upToFour = GRID_BREAKPOINTS.filter(({ columns }) => columns < 4);
  const ranges = upToFour.map(({ columns }, i) => `(max-width:${GRID_BREAKPOINTS[i + 1].minWidth - 0.02}px) ${Math.ceil(100 / columns)}vw`);
  return [...ranges, '25vw'].join(', ');
}
