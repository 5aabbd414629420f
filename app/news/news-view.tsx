/** The news screens' markup (server-rendered; links and dates come written from the loader). */
import { Link } from '@remix-run/react';
import { useT } from '~/labels/labels';
import { ShareButton } from '~/share/ShareButton';
import type { NewsItemData, NewsListData } from './news-page.server';

function Pager({ previousHref, nextHref, page, totalPages }: { previousHref: string | null; nextHref: string | null; page: number; totalPages: number }) {
  const t = useT();
  if (!previousHref && !nextHref) return null;
  return (
    <nav className="pager" aria-label={t('pagination')}>
      {previousHref ? (
        <Link className="button button--ghost" to={previousHref} rel="prev">
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="pager__status">{t('pageOf', { page, total: Math.max(page, totalPages) })}</span>
      {nextHref ? (
        <Link className="button button--ghost" to={nextHref} rel="next">
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function NewsListView({ data }: { data: NewsListData }) {
  const t = useT();
  return (
    <article className="news-page">
      <h1 className="news-page__title">{t('news')}</h1>
      {data.feeds.length > 1 ? (
        <nav className="news-feeds" aria-label={t('newsFeeds')}>
          <ul>
            {data.feeds.map((feed) => (
              <li key={feed.feedName}>
                <Link to={feed.href} className="news-feeds__tab" aria-current={feed.current ? 'page' : undefined} data-feed={feed.feedName}>
                  {feed.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.feed ? <h2 className="news-page__feed">{data.feed.title}</h2> : null}
      {data.items.length === 0 ? (
        <p className="muted" role="status">
          {t('noNews')}
        </p>
      ) : (
        <ul className="news-list">
          {data.items.map((item) => (
            <li key={item.id} className="news-card" data-news-id={item.id}>
              <Link to={item.href} className="news-card__link">
                {item.imageUrl ? (
                  <img
                    className="news-card__image"
                    src={`${item.imageUrl}${item.imageUrl.includes('?') ? '&' : '?'}w=480`}
                    alt=""
                    loading="lazy"
                    width={480}
                    height={270}
                  />
                ) : null}
                <span className="news-card__text">
                  <span className="news-card__title" dir="auto">
                    {item.title}
                  </span>
                  {item.date ? (
                    <time className="news-card__date" dateTime={item.dateTime ?? undefined}>
                      {item.date}
                    </time>
                  ) : null}
                  {item.summary ? (
                    <span className="news-card__summary" dir="auto">
                      {item.summary}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager previousHref={data.previousHref} nextHref={data.nextHref} page={data.page} totalPages={data.totalPages} />
    </article>
  );
}

export function NewsItemView({ data }: { data: NewsItemData }) {
  const t = useT();
  return (
    <article className="news-item" data-news-id={data.id}>
      <p className="news-item__back">
        <Link to={data.backHref}>{t('backToNews')}</Link>
        <span className="muted">
          {' '}
          · <bdi>{data.feedTitle}</bdi>
        </span>
      </p>
      <h1 className="news-item__title" dir="auto">
        {data.title}
      </h1>
      <div className="news-item__meta">
        {data.date ? <time dateTime={data.dateTime ?? undefined}>{data.date}</time> : null}
        {data.shareUrl ? <ShareButton url={data.shareUrl} title={data.title} /> : null}
      </div>
      {data.imageUrl ? (
        <img
          className="news-item__image"
          src={`${data.imageUrl}${data.imageUrl.includes('?') ? '&' : '?'}w=960`}
          srcSet={[480, 960, 1440].map((w) => `${data.imageUrl}${data.imageUrl!.includes('?') ? '&' : '?'}w=${w} ${w}w`).join(', ')}
          sizes="(max-width: 960px) 100vw, 960px"
          alt=""
          width={960}
          height={540}
        />
      ) : null}
      {data.summary ? (
        <p className="news-item__summary" dir="auto">
          {data.summary}
        </p>
      ) : null}
      {/* Sanitised on the server (app/news/sanitize.server.ts). */}
      <div className="news-item__body" dir="auto" dangerouslySetInnerHTML={{ __html: data.bodyHtml }} />
    </article>
  );
}
