/** Plugin `/plugin/{id}`: a realm plugin (`plugins.json`) rendered through the plugins registry. */
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BlockErrorPanel } from '../../blocks/render';
import { PreparedPlugin } from '~/components/composed-page.plugin';
import { preparePlugin } from '~/components/composed-page.server';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { unavailable } from '~/context.server';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { cacheHeaders, pageMeta } from '~/content/section-page.server';
import { useT } from '~/labels/labels';

const ID_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

export async function loader({ params, context: ctx }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!ID_PATTERN.test(id)) throw new Response('Not found', { status: 404 });
  const answer = await ctx.platform.realm.plugin({ params: { id } });
  if (!answer.ok) {
    if (answer.error.kind === 'http' && answer.error.status < 500) throw new Response('Not found', { status: 404 });
    throw unavailable(answer.error.messages[0] ?? 'The platform is unavailable.');
  }
  const plugin = answer.data;
  const title =
    plugin.title ?? (typeof plugin.props.title === 'string' ? plugin.props.title : typeof plugin.props.heading === 'string' ? plugin.props.heading : plugin.id);
  const headers = cacheHeaders(ctx);
  await ctx.sessionHeaders(headers);
  const development = process.env.NODE_ENV !== 'production';
  // Validated (and, for html, sanitised) here: the browser gets only the component.
  const prepared = await preparePlugin({ id: plugin.id, type: plugin.type, props: plugin.props });
  // Production keeps the report in the server log, not in the page data.
  const entry = prepared.ok || development ? prepared : { ...prepared, issues: [] };
  return json({ plugin: { id: plugin.id, type: plugin.type }, entry, meta: pageMeta(ctx, 'plugin', { id }, title), development }, { headers });
}

export default function PluginRoute() {
  const { plugin, entry, development } = useLoaderData<typeof loader>();
  const t = useT();
  if (!entry.ok) {
    return development ? <BlockErrorPanel title={`Plugin "${plugin.id}"`} issues={entry.issues} /> : <p className="notice">{t('pluginUnavailable')}</p>;
  }
  return (
    <div className="plugin-page" data-plugin={plugin.id}>
      <PreparedPlugin entry={entry} showErrors={development} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
