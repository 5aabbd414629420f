/**
 * The route plugin registry: every HTTP route of the platform lives in a plugin listed here.
 *
 * How to add a plugin (one line each, keep the list sorted by area):
 *   1. Write `platform/routes/<area>.ts` exporting a `PlatformPlugin`:
 *        import type { PlatformPlugin } from '../context.js';
 *        export const contentRoutes: PlatformPlugin = async (app, ctx) => {
 *          app.get('/api/v4/content/:section', { schema: { params, querystring, response } }, async (req) => { ... });
 *        };
 *      `ctx` gives you db, realms, config and auth helpers (see `platform/context.ts`);
 *      `req.realm` is the validated realm of the call (the server answered 400/404 already
 *      when the Realm header is missing or unknown). Throw `HttpError` (platform/errors.ts)
 *      for 4xx answers; give every route JSON schemas (params, querystring, body, response)
 *      so validation and the OpenAPI document come from them.
 *   2. Import it below and add it to `routePlugins`.
 *   3. Run `npm run openapi:generate` and commit `platform/openapi.json` (a test checks drift).
 *
 * Routes that must answer without a Realm header (static media, images) set
 * `config: { skipRealm: true }` on the route, or live under /media/ or /images/.
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
import { accessRoutes } from './access.js';
import { licenceRoutes } from './access-licences.js';
import { favouriteRoutes } from './favourites.js';
import { liveRoutes } from './live.js';
import { formRoutes } from './forms.js';
import { tvSignInRoutes } from '../tvprovider/sign-in.js';
import { tvProviderRoutes } from '../tvprovider/provider.js';
import { oidcProviderRoutes } from '../oidc/provider.js';
import { openIdRelyingPartyRoutes } from '../oidc/relying-party.js';
import { accountSliceRoutes } from './account.js';
import { profileRoutes } from './account-profiles.js';
import { preferenceRoutes } from './account-preferences.js';
import { impersonationRoutes } from './account-impersonation.js';
import { tvRoutes } from './tv.js';

export const routePlugins: ReadonlyArray<{ name: string; plugin: PlatformPlugin }> = [
  { name: 'health', plugin: healthRoutes },
  { name: 'realm-config', plugin: realmConfigRoutes },
  { name: 'accounts', plugin: accountRoutes },
  { name: 'auth-mail', plugin: authMailRoutes },
  { name: 'account', plugin: accountSliceRoutes },
  { name: 'account-profiles', plugin: profileRoutes },
  { name: 'account-preferences', plugin: preferenceRoutes },
  { name: 'account-impersonation', plugin: impersonationRoutes },
  { name: 'tv', plugin: tvRoutes },
  { name: 'content', plugin: contentRoutes },
  { name: 'content-editorial', plugin: editorialRoutes },
  { name: 'content-search', plugin: searchRoutes },
  { name: 'access', plugin: accessRoutes },
  { name: 'access-licences', plugin: licenceRoutes },
  { name: 'favourites', plugin: favouriteRoutes },
  { name: 'live', plugin: liveRoutes },
  { name: 'forms', plugin: formRoutes },
  { name: 'oidc-provider', plugin: oidcProviderRoutes },
  { name: 'openid', plugin: openIdRelyingPartyRoutes },
  { name: 'tv-provider', plugin: tvProviderRoutes },
  { name: 'tv-sign-in', plugin: tvSignInRoutes },
  { name: 'media', plugin: mediaRoutes },
];
