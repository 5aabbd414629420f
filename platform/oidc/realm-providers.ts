/**
 * The identity providers a realm's `authProviders` lists (realm.json, validated against the
 * JSON Schema when the realm loads; defaults of the zod source are applied here).
 */
import type { RealmSnapshot } from '../realms/store.js';

export interface OpenIdProvider {
  type: 'OPENID';
  name: string;
  openIdClientName: string;
  issuer: string;
  clientId: string;
  scopes: string[];
  linkByEmail: boolean;
}

export interface TvProvider {
  type: 'TV_PROVIDER';
  name: string;
  requestorId: string;
  resourceId: string;
  softwareStatement: string;
  baseUri?: string;
  featuredProviders: string[];
  allowUnlink: boolean;
}

function list(realm: RealmSnapshot): Record<string, unknown>[] {
  const providers = realm.settings.authProviders;
  return Array.isArray(providers) ? (providers.filter((p) => p && typeof p === 'object' && !Array.isArray(p)) as Record<string, unknown>[]) : [];
}

export function openIdProvider(realm: RealmSnapshot, clientName: string, publicUrl: string): OpenIdProvider | null {
  const found = list(realm).find((p) => p.type === 'OPENID' && (p.openIdClientName === clientName || p.name === clientName));
  if (!found) return null;
  return {
    type: 'OPENID',
    name: String(found.name),
    openIdClientName: String(found.openIdClientName),
    issuer: String(found.issuer).replace('{{PLATFORM_PUBLIC_URL}}', publicUrl).replace(/\/+$/, ''),
    clientId: String(found.clientId),
    scopes: Array.isArray(found.scopes) ? found.scopes.map(String) : ['openid', 'email', 'profile'],
    linkByEmail: found.linkByEmail !== false,
  };
}

export function tvProviders(realm: RealmSnapshot): TvProvider[] {
  return list(realm)
    .filter((p) => p.type === 'TV_PROVIDER')
    .map((p) => ({
      type: 'TV_PROVIDER' as const,
      name: String(p.name),
      requestorId: String(p.requestorId),
      resourceId: String(p.resourceId),
      softwareStatement: String(p.softwareStatement),
      baseUri: typeof p.baseUri === 'string' ? p.baseUri : undefined,
      featuredProviders: Array.isArray(p.featuredProviders) ? p.featuredProviders.map(String) : [],
      allowUnlink: p.allowUnlink !== false,
    }));
}
