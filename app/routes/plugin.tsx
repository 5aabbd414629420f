/** Plugin `/plugin/{id}`: a realm plugin (`plugins.json`) rendered through the plugins registry. */
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BlockBoundary, BlockErrorPanel, resolveBlock } from '../../blocks/render';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { getContext, unavailable } from '~/context.server';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { cacheHeaders, pageMeta } from '~/content/section-page.server';
import { useT } from '~/labels/labels';

const ID_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await getContext(request);
  const id = params.id ?? '';
  if (!ID_PATTERN.test(id)) throw new Response('Not found', { status: 404 });
  const answer = await ctx.client.plugin(id);
  if (!answer.ok) {
    if (answer.error.kind === 'http' && answer.error.status < 500) throw new Response('Not found', { status: 404 });
    throw unavailable(answer.error.messages[0] ?? 'The platform is unavailable.');
  }
  const plugin = answer.data;
  const title = plugin.title ?? (typeof plugin.props.title === 'string' ? plugin.props.title : typeof plugin.props.heading === 'string' ? plugin.props.heading : plugin.id);
  const headers = cacheHeaders(ctx);
  await ctx.sessionHeaders(headers);
  return json(
    { plugin, meta: pageMeta(ctx, 'plugin', { id }, title), development: process.env.NODE_ENV !== 'production' },
    { headers },
  );
}

export default function PluginRoute() {
  const { plugin, development } = useLoaderData<typeof loader>();
  const t = useT();
  const resolved = resolveBlock<undefined>('plugins', plugin.type, plugin.props, { type: '/type', props: '/props' }, plugin.id);
  if (!resolved.ok) {
    return development ? (
      <BlockErrorPanel title={`Plugin "${plugin.id}"`} issues={resolved.issues} />
    ) : (
      <p className="notice">{t('pluginUnavailable')}</p>
    );
  }
  const { Component } = resolved.block;
  return (
    <div className="plugin-page" data-plugin={plugin.id}>
      <BlockBoundary label={`plugin ${plugin.id}`} pointer="/props" showErrors={development}>
        <Component props={resolved.props} context={undefined} />
      </BlockBoundary>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
