/**
 * `t(key)`: UI text from the label table of the root loader (the realm's labels for the
 * viewer's locale, already completed with realm English and the product's English on the
 * server: app/labels/fallback-chain.ts), through React context. `t` takes only the keys
 * the product ships English for (`LabelKey`), so a typo or an unknown key fails the type
 * check instead of showing a raw key. Keys written in realm data (menu items, form fields,
 * sign-in providers) and keys that arrive as data (form validation messages, platform error
 * codes) go through `useKeyText`: they are plain strings, checked where they are written
 * (`realms:check` for realm data); a key with no text reads as itself.
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LabelKey } from './en';

export type { LabelKey };

interface LabelTables {
  labels: Record<string, string>;
  /** Read when `labels` has no text for a key (the failure pages' English). */
  fallback: Record<string, string>;
  /** The viewer's locale: numbers inside labels are written by Intl for it. */
  locale: string;
  /** The document sent only the labels its markup used and the rest is still on its way. */
  pending?: boolean;
}

const LabelsContext = createContext<LabelTables>({ labels: {}, fallback: {}, locale: 'en' });

/**
 * `complete: false`: the document sent only the labels its markup used (lean-labels.server.ts);
 * the whole table is fetched once hydrated, so text shown later (toasts, validation, menus
 * opened, pages navigated to) reads from it.
 */
export function LabelsProvider({
  labels,
  fallback = {},
  complete = true,
  locale = 'en',
  children,
}: {
  labels: Record<string, string>;
  fallback?: Record<string, string>;
  complete?: boolean;
  locale?: string;
  children: ReactNode;
}) {
  const [whole, setWhole] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    if (complete || whole) return;
    let current = true;
    import('./whole-table')
      .then(({ loadWholeTable }) => loadWholeTable())
      .then(
        // A transition: blocks still waiting for their code or cards keep their server markup
        // (an urgent update would make React drop it and render their empty fallback).
        (table) => current && table && startTransition(() => setWhole(table)),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [complete, whole]);
  const value = useMemo(
    () => ({ labels: !complete && whole ? { ...whole, ...labels } : labels, fallback, locale, pending: !complete && !whole }),
    [complete, whole, labels, fallback, locale],
  );
  return <LabelsContext.Provider value={value}>{children}</LabelsContext.Provider>;
}

type Values = Record<string, string | number>;
export type Translate = (key: LabelKey, values?: Values) => string;
/** Text of a key that arrives as data (realm documents, validation messages). */
export type KeyText = (key: string, values?: Values) => string;

const textOf = (table: Record<string, string>, key: string) => {
  const own = Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
  return typeof own === 'string' && own !== '' ? own : undefined;
};

/**
 * A number placed in a label, written by Intl in the viewer's locale (grouping and decimal
 * separators: "1,234" in English, "1.234" in Portuguese). Digits stay Latin, as in every format
 * of the product, so the server and the browser write the same text.
 */
function numberText(value: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).format(value);
  } catch {
    return new Intl.NumberFormat('en').format(value);
  }
}

/** A label key's shape (signUpStageOf, search): text written in a document instead of a key has spaces or capitals first. */
const KEY_SHAPE = /^[a-z][a-zA-Z0-9]*$/;

/**
 * The text of `key`; a key with no text reads as itself. While the rest of a lean table is on its
 * way (`pending`), a key-shaped miss reads as nothing instead: it is text only the browser shows
 * (a control that appears once hydrated), which the server never read, so the document did not
 * carry it; it appears a moment later, never as its raw key.
 */
export function translate(
  labels: Record<string, string>,
  key: string,
  values?: Values,
  fallback: Record<string, string> = {},
  locale = 'en',
  pending = false,
): string {
  const text = textOf(labels, key) ?? textOf(fallback, key) ?? (pending && KEY_SHAPE.test(key) ? '' : key);
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return typeof value === 'number' ? numberText(value, locale) : value;
  });
}

export function useT(): Translate {
  return useKeyText();
}

export function useKeyText(): KeyText {
  const { labels, fallback, locale, pending } = useContext(LabelsContext);
  return useCallback((key, values) => translate(labels, key, values, fallback, locale, pending), [labels, fallback, locale, pending]);
}

/** A number written by Intl for the viewer's locale (a count shown beside a label). */
export function useNumberText(): (value: number) => string {
  const { locale } = useContext(LabelsContext);
  return useCallback((value: number) => numberText(value, locale), [locale]);
}
