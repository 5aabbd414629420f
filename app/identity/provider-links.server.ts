/**
 * The sign-in options the realm's identity providers add to the login and sign-up screens:
 * one link each, written in the viewer's path set and carrying the login query (from,
 * entryPage, …), so the provider round trip returns where the viewer was going.
 *
 *   const providers = providerSignInLinks(ctx);                  // in the login loader
 *   <ProviderButtons links={providers} />                         // app/identity/provider-buttons.tsx
 *   providerSignInLinks(ctx, { signup: true })                    // sign-up: SIGNUP flow, providers that allow it
 */
import { carriedQuery } from '~/auth/login-query';
import type { AppContext } from '~/context.server';
import { pathFor } from '~/routing/paths';
import { authProviders } from './auth-providers.server';

export interface ProviderLink {
  name: string;
  type: 'OPENID' | 'SOCIAL' | 'FIREBASE' | 'TV_PROVIDER';
  labelKey: string;
  href: string;
}

const DEFAULT_LABELS: Record<string, string> = { google: 'authProviderGoogle', facebook: 'authProviderFacebook', apple: 'authProviderApple' };

export function providerSignInLinks(ctx: AppContext, options: { signup?: boolean } = {}): ProviderLink[] {
  const carried = carriedQuery(ctx.url.searchParams);
  const query = options.signup ? { ...carried, type: 'signup' } : carried;
  return authProviders(ctx.settings)
    .filter((provider) => !options.signup || (provider.allowSignup && ctx.settings.features.selfRegistration))
    .map((provider) => ({
      name: provider.name,
      type: provider.type,
      labelKey: provider.label || DEFAULT_LABELS[provider.name] || 'signIn',
      href:
        provider.type === 'TV_PROVIDER'
          ? pathFor('providers', {}, { locale: ctx.locale, query: carried })
          : pathFor('loginProvider', { authProvider: provider.name }, { locale: ctx.locale, query }),
    }));
}
