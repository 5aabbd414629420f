/**
 * `t(key)`: UI text from the realm labels (root loader data), through React context.
 * A missing key renders the key itself, so a gap is visible and never a crash.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';

const LabelsContext = createContext<Record<string, string>>({});

export function LabelsProvider({ labels, children }: { labels: Record<string, string>; children: ReactNode }) {
  return <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function translate(labels: Record<string, string>, key: string, values?: Record<string, string | number>): string {
  const text = Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function useT(): Translate {
  const labels = useContext(LabelsContext);
  return useCallback((key, values) => translate(labels, key, values), [labels]);
}
