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
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { LabelKey } from './en';

export type { LabelKey };

const LabelsContext = createContext<Record<string, string>>({});

export function LabelsProvider({ labels, children }: { labels: Record<string, string>; children: ReactNode }) {
  return <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>;
}

type Values = Record<string, string | number>;
export type Translate = (key: LabelKey, values?: Values) => string;
/** Text of a key that arrives as data (realm documents, validation messages). */
export type KeyText = (key: string, values?: Values) => string;

export function translate(labels: Record<string, string>, key: string, values?: Values): string {
  const own = Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : undefined;
  const text = typeof own === 'string' && own !== '' ? own : key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function useT(): Translate {
  const labels = useContext(LabelsContext);
  return useCallback((key, values) => translate(labels, key, values), [labels]);
}

export function useKeyText(): KeyText {
  const labels = useContext(LabelsContext);
  return useCallback((key, values) => translate(labels, key, values), [labels]);
}
