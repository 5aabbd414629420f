/** The body of every composed page: the heading, a notice when a cached copy is shown, then the blocks. */
import type { SerializeFrom } from '@remix-run/node';
import { Suspense } from 'react';
import { loadable } from '../../blocks/components/loadable';
import { useT } from '~/labels/labels';
import type { SectionPageData } from './section-page.server';

// The blocks' page is a chunk of its own: while it loads, the server's markup stays (loadable.tsx).
const ComposedPage = loadable(() => import('~/components/composed-page').then((module) => module.ComposedPage));

export function SectionPageView({ data }: { data: SectionPageData | SerializeFrom<SectionPageData> }) {
  const t = useT();
  return (
    <div className="composed-page" data-section={data.sectionId}>
      <h1 className="visually-hidden">{data.title}</h1>
      {data.fromCache ? (
        <p className="notice" role="status">
          {t('servedFromCache')}
        </p>
      ) : null}
      <Suspense fallback={null}>
        <ComposedPage page={data.page} />
      </Suspense>
    </div>
  );
}
