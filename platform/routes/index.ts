/**
 * The route plugin registry: every HTTP route of the platform lives in a plugin listed here.
 *
 * How to add a call (one shape for all of them):
 *   1. Write its contract entry in `contract/<area>.ts` (`defineCall`: method, path, params,
 *      query, body, answer, error statuses) and add the area to `contract/index.ts` if new.
 *   2. Register it in the area's plugin, `platform/routes/<area>.ts`:
 *        route(app, contract.<area>.<call>, async ({ params, query, body, req }) => answer);
 *      `ctx` (the plugin's second argument) gives db, realms, config and auth helpers;
 *      `req.realm` is the validated realm of the call. Throw `HttpError` (platform/errors.ts)
 *      for 4xx answers. Validation, serialisation and the OpenAPI entry come from the contract.
 *   3. A new plugin: import it below and add it to `routePlugins`.
 *   4. `npm run openapi:generate` and commit `platform/openapi.json` (a test checks drift, and
 *      the integration suite checks every answer against it). The web calls it as
 *      `context.platform.<area>.<call>(…)` with no other change.
 *
 * Calls that must answer without a Realm header (media, images, health) say `realmFree: true`.
 */
import type { PlatformPlugin } from '../context.js';
import { healthRoutes } from './health.js';
import { realmConfigRoutes } from './realm-config.js';
import { accountRoutes } from './accounts.js';
import { authMailRoutes } from './auth-mail.js';
import { mediaRoutes } from '../media/index.js';
import { contentRoutes } from './content.js';
import { editorialRoutes } from './content-editorial.js';
import { searchRoutes } from './content-search.js';
import { releaseRoutes } from './content-releases.js';
import { accessRoutes } from './access.js';
import { licenceRoutes } from './access-licences.js';
import { favouriteRoutes } from './favourites.js';
import { reviewRoutes } from './reviews.js';
import { watchlistRoutes } from './watchlists.js';
import { liveRoutes } from './live.js';
import { formRoutes } from './forms.js';
import { tvSignInRoutes } from '../tvprovider/sign-in.js';
import { tvProviderRoutes } from '../tvprovider/provider.js';
import { oidcProviderRoutes } from '../oidc/provider.js';
import { openIdRelyingPartyRoutes } from '../oidc/relying-party.js';
import { accountSliceRoutes } from './account.js';
import { profileRoutes } from './account-profiles.js';
import { preferenceRoutes } from './account-preferences.js';
import { parentalControlRoutes } from './parental-control.js';
import { impersonationRoutes } from './account-impersonation.js';
import { tvRoutes } from './tv.js';
import { commerceRoutes } from './commerce.js';
import { commerceWebhookRoutes } from './commerce-webhooks.js';
import { watchTogetherRoutes } from './watch-together.js';
import { subscriptionRoutes } from './subscriptions.js';
import { paymentDetailsRoutes } from './payment-details.js';
import { giftRoutes } from './gifts.js';
import { personalStateRoutes } from './personal-state.js';

export const routePlugins: ReadonlyArray<{ name: string; plugin: PlatformPlugin }> = [
  { name: 'health', plugin: healthRoutes },
  { name: 'realm-config', plugin: realmConfigRoutes },
  { name: 'accounts', plugin: accountRoutes },
  { name: 'auth-mail', plugin: authMailRoutes },
  { name: 'account', plugin: accountSliceRoutes },
  { name: 'account-profiles', plugin: profileRoutes },
  { name: 'account-preferences', plugin: preferenceRoutes },
  { name: 'personal-state', plugin: personalStateRoutes },
  { name: 'parental-control', plugin: parentalControlRoutes },
  { name: 'account-impersonation', plugin: impersonationRoutes },
  { name: 'tv', plugin: tvRoutes },
  { name: 'content', plugin: contentRoutes },
  { name: 'content-editorial', plugin: editorialRoutes },
  { name: 'content-search', plugin: searchRoutes },
  { name: 'content-releases', plugin: releaseRoutes },
  { name: 'access', plugin: accessRoutes },
  { name: 'access-licences', plugin: licenceRoutes },
  { name: 'favourites', plugin: favouriteRoutes },
  { name: 'reviews', plugin: reviewRoutes },
  { name: 'watchlists', plugin: watchlistRoutes },
  { name: 'live', plugin: liveRoutes },
  { name: 'forms', plugin: formRoutes },
  { name: 'commerce', plugin: commerceRoutes },
  { name: 'subscriptions', plugin: subscriptionRoutes },
  { name: 'commerce-webhooks', plugin: commerceWebhookRoutes },
  { name: 'watch-together', plugin: watchTogetherRoutes },
  { name: 'payment-details', plugin: paymentDetailsRoutes },
  { name: 'gifts', plugin: giftRoutes },
  { name: 'oidc-provider', plugin: oidcProviderRoutes },
  { name: 'openid', plugin: openIdRelyingPartyRoutes },
  { name: 'tv-provider', plugin: tvProviderRoutes },
  { name: 'tv-sign-in', plugin: tvSignInRoutes },
  { name: 'media', plugin: mediaRoutes },
];
