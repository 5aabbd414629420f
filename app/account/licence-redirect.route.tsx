/**
 * `/licence-redirect`: no content, only a redirect. With `code` and
 * `state`, the code is exchanged with the OpenID `client` (extraParams, else the realm's first
 * OpenID provider; `POST /openid/{client}/token`) for a session first; a failed exchange goes
 * to the default menu page. Then entryPage, else `from`, else the default page; every
 * target through safeRedirect. (A GET that signs in: it is the provider's return leg, like
 * `/oauth/...`; the state makes it single-use.)
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';
import { createUserSession } from '~/session.server';
import { licenceRedirectTarget, parseLicenceRedirect } from './licence-redirect';

/** The realm's first OpenID provider (realm.json `authProviders`), by its client name. */
function defaultOpenIdClient(providers: ReadonlyArray<{ type: string; name: string; [key: string]: unknown }>): string | null {
  const openId = providers.find((p) => p.type === 'OPENID');
  const name = openId?.openIdClientName ?? openId?.name;
  return typeof name === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(name) ? name : null;
}

export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = context;
  const defaultPage = pathFor('home', {}, { locale: ctx.locale });
  const input = parseLicenceRedirect(ctx.url.searchParams);
  const headers = new Headers({ 'Cache-Control': 'no-store' });

  if (input.code) {
    const client = input.client ?? defaultOpenIdClient(ctx.settings.authProviders);
    const answer =
      client && input.state
        ? await ctx.platform.identity.openIdToken({ params: { client }, body: { authorisationCode: input.code, state: input.state } })
        : null;
    const session = answer?.ok ? await createUserSession(answer.data) : null;
    if (!session) return redirect(defaultPage, { headers });
    headers.append('Set-Cookie', session.cookie);
  }

  const target = licenceRedirectTarget(input);
  const path = !target
    ? defaultPage
    : 'path' in target
      ? safeRedirect(target.path, defaultPage)
      : pathFor(
          target.screen,
          {},
          { locale: ctx.locale, query: { ...target.query, from: target.query.from ? safeRedirect(target.query.from, '') || undefined : undefined } },
        );
  return redirect(path, { headers });
}
