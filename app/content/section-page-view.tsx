/** The body of every composed page: the heading, a notice when a cached copy is shown, then the blocks. */
import type { SerializeFrom } from '@remix-run/node';
import { ComposedPage } from '~/components/composed-page';
import { useT } from '~/labels/labels';
import type { SectionPageData } from './section-page.server';

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
      <ComposedPage page={data.page} />
    </div>
  );
}
