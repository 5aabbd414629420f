/**
 * The root data's whole label table, asked for once per document that was sent only the labels
 * its markup used (lean-labels.server.ts): the root loader's data request for the same URL.
 * Loaded on demand, after hydration, so none of it is in a page's first bundle.
 */
export async function loadWholeTable(): Promise<Record<string, string> | null> {
  const response = await fetch(`${window.location.pathname}?_data=root`, { credentials: 'same-origin' });
  if (!response.ok) return null;
  const data = (await response.json()) as { labels?: unknown };
  return data.labels && typeof data.labels === 'object' ? (data.labels as Record<string, string>) : null;
}
