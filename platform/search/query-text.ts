/**
 * What the search reads from a viewer's query: words made of letters, digits and combining
 * marks only (any script, right-to-left included), so nothing typed can reach the tsquery
 * syntax; invisible characters (controls, zero-width and direction marks) are dropped
 * rather than splitting a word. The word count and length are capped, which bounds the
 * work of one search whatever is typed.
 */

export const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Prefix matching only from this length: "a:*" would match nearly everything. */
const MIN_PREFIX_LENGTH = 3;
// \p{Cc}: controls; \p{Cf}: zero-width joiners, bidi marks, BOM, soft hyphen.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const SAFE_WORD = /^[\p{L}\p{N}\p{M}]+$/u;

/** The distinct lower-cased words of a query, in order, at most MAX_WORDS of at most 40 characters. */
export function queryWords(raw: string): string[] {
  const words = raw.normalize('NFC').replace(INVISIBLE, '').toLowerCase().match(WORD) ?? [];
  return [...new Set(words.map((w) => [...w].slice(0, MAX_WORD_LENGTH).join('')))].slice(0, MAX_WORDS);
}

export interface QueryTerm {
  /** The word as typed (lower-cased). */
  word: string;
  /** Nearest vocabulary words when the typed one is not in the vocabulary (typo tolerance). */
  alternatives: string[];
  /** Match words starting with it too (the last word, still being typed). */
  prefix: boolean;
}

/** Terms for `words`: the last one matches as a prefix, each carries its alternatives. */
export function queryTerms(words: string[], alternatives: Map<string, string[]>): QueryTerm[] {
  return words.map((word, i) => ({
    word,
    alternatives: (alternatives.get(word) ?? []).filter((w) => w !== word && SAFE_WORD.test(w)),
    prefix: i === words.length - 1 && [...word].length >= MIN_PREFIX_LENGTH,
  }));
}

/**
 * `to_tsquery` text: every term must match (`&`), a term by its word or any alternative
 * (`|`). Words are quoted and hold letters, digits and marks only (queryWords and the
 * SAFE_WORD filter), so no quote or operator can come from the viewer.
 */
export function tsqueryText(terms: QueryTerm[]): string {
  return terms
    .filter((t) => SAFE_WORD.test(t.word))
    .map((t) => `(${[`'${t.word}'${t.prefix ? ':*' : ''}`, ...t.alternatives.map((w) => `'${w}'`)].join(' | ')})`)
    .join(' & ');
}

/** Marks around matched words in ts_headline output: private-use characters, removed from the text first. */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

export interface Segment {
  text: string;
  mark: boolean;
}

/**
 * Segments of a ts_headline result: marked runs are matches. `original`, when given, is the
 * text the headline must reproduce (a title): ts_headline drops what its parser reads as
 * markup, and a title must never be shown altered, so a mismatch yields the plain original.
 */
export function segmentsOf(headline: string, original?: string): Segment[] {
  const segments: Segment[] = [];
  let mark = false;
  let text = '';
  const flush = () => {
    if (text) segments.push({ text, mark });
    text = '';
  };
  for (const ch of headline) {
    if (ch === MARK_START || ch === MARK_END) {
      flush();
      mark = ch === MARK_START;
    } else text += ch;
  }
  flush();
  if (original !== undefined && segments.map((s) => s.text).join('') !== original) return original ? [{ text: original, mark: false }] : [];
  return segments;
}
