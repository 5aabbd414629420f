/**
 * Licence redirect: where a viewer returns from an external
 * licence or sign-in step. It shows nothing; it reads `code` and `extraParams` and
 * redirects. `extraParams` is JSON or a query string carrying `from`, `entryPage`,
 * `licences` and the OpenID `client` that issued `code` **(chosen)**; without a client the
 * realm's first OpenID provider is meant. Pure: unit-tested.
 */
import type { ScreenKey } from '~/routing/route-table';

export interface LicenceRedirectInput {
  code: string | null;
  /** The OpenID state the provider returned with `code` (the platform's exchange needs both). */
  state: string | null;
  client: string | null;
  from: string | null;
  entryPage: string | null;
  licences: string | null;
}

export function parseLicenceRedirect(search: URLSearchParams): LicenceRedirectInput {
  const extra = parseExtraParams(search.get('extraParams'));
  const pick = (key: string) => {
    const value = search.get(key) ?? extra[key];
    return typeof value === 'string' && value.trim() ? value.trim().slice(0, 2048) : null;
  };
  const client = pick('client');
  return {
    code: pick('code'),
    state: pick('state'),
    client: client && /^[A-Za-z0-9_-]{1,64}$/.test(client) ? client : null,
    from: pick('from'),
    entryPage: pick('entryPage'),
    licences: pick('licences'),
  };
}

function parseExtraParams(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  const text = raw.trim();
  if (text.startsWith('{')) {
    try {
      const value = JSON.parse(text);
      return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** Where to go after the exchange: a purchase or sign-up entry keeps licences and from. */
export function licenceRedirectTarget(input: LicenceRedirectInput): { screen: ScreenKey; query: Record<string, string> } | { path: string } | null {
  const entry = input.entryPage?.toLowerCase();
  if (entry === 'purchase' || entry === 'signup') {
    const query: Record<string, string> = {};
    if (input.licences && /^[A-Za-z0-9_,-]{1,500}$/.test(input.licences)) query.licences = input.licences;
    if (input.from) query.from = input.from;
    return { screen: entry, query };
  }
  if (input.from) return { path: input.from };
  return null;
}
