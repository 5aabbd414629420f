/** The body of every composed page: the heading, a notice when a cached copy is shown, then the blocks. */
import { ComposedPage } from '~/components/composed-page';
import { useT } from '~/labels/labels';
import type { SectionPageData } from './section-page.server';

export function SectionPageView({ data }: { data: SectionPageData }) {
  const t = useT();
  return (
    <div className="composed-page" data-section={data.sectionId}>
      <h1 className="visually-hidden">{data.title}</h1>
      {data.fromCache ? (
        <p className="notice" role="status">{t('servedFromCache')}</p>
      ) : null}
      <ComposedPage heroes={data.heroes} buckets={data.buckets} sectionId={data.sectionId} layout={data.layout} />
    </div>
  );
}
