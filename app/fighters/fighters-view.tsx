/** The fighter screens' markup (server-rendered; every state is a link or a GET form, so no JS is needed). */
import { Form, Link } from '@remix-run/react';
import { useT, type LabelKey } from '~/labels/labels';
import { ShareButton } from '~/share/ShareButton';
import type { FighterCardData, FighterData, FightersListData } from './fighters-page.server';

function withWidth(url: string, width: number) {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

function FighterCard({ fighter, showRank }: { fighter: FighterCardData; showRank: boolean }) {
  const t = useT();
  return (
    <li className="fighter-card" data-fighter-id={fighter.id}>
      <Link to={fighter.href} className="fighter-card__link">
        {showRank && fighter.rank ? (
          // The badge takes the card's direction (its inline start is the image's corner); only its text is left to right.
          <span className="fighter-card__rank" aria-label={t('rankNumber', { rank: fighter.rank })}>
            <bdi dir="ltr">#{fighter.rank}</bdi>
          </span>
        ) : null}
        {fighter.imageUrl ? (
          <img className="fighter-card__image" src={withWidth(fighter.imageUrl, 240)} alt="" loading="lazy" width={120} height={180} />
        ) : null}
        <span className="fighter-card__text">
          {/* Lines align with the card (right in Arabic); a Latin name is isolated inside its line, not the line's direction. */}
          <span className="fighter-card__name">
            <bdi>{fighter.name}</bdi>
          </span>
          {fighter.nickname ? (
            <span className="fighter-card__nickname">
              <bdi>“{fighter.nickname}”</bdi>
            </span>
          ) : null}
          <span className="fighter-card__meta">
            <bdi dir="auto">{fighter.weightClass}</bdi> ·{' '}
            <bdi dir="ltr" aria-label={t('fightRecord')}>
              {fighter.record}
            </bdi>
          </span>
        </span>
      </Link>
    </li>
  );
}

export function FightersListView({ data }: { data: FightersListData }) {
  const t = useT();
  const empty = data.groups.every((group) => group.fighters.length === 0);
  return (
    <article className="fighters-page" data-tab={data.tab}>
      <h1 className="fighters-page__title">{t('fighters')}</h1>
      <nav className="fighters-tabs" aria-label={t('fighters')}>
        {data.tabs.map((tab) => (
          <Link key={tab.tab} to={tab.href} className="fighters-tabs__tab" aria-current={tab.current ? 'page' : undefined} data-tab={tab.tab}>
            {t(tab.tab === 'az' ? 'aToZ' : 'rankings')}
          </Link>
        ))}
      </nav>

      {data.letters.length ? (
        <nav className="fighters-letters" aria-label={t('chooseLetter')}>
          <ul>
            {data.letters.map((item) => (
              <li key={item.letter}>
                <Link to={item.href} aria-current={item.current ? 'true' : undefined} data-letter={item.letter}>
                  {item.letter}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <Form method="get" action={data.filterAction} className="fighters-filter">
        {data.filterHidden.map((field) => (
          <input key={field.name} type="hidden" name={field.name} value={field.value} />
        ))}
        <label>
          <span>{t('weightClass')}</span>
          <select
            name="weightClass"
            defaultValue={data.weightClass ?? ''}
            key={data.weightClass ?? ''}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            <option value="">{t('allWeightClasses')}</option>
            {data.weightClasses.map((name) => (
              <option key={name} value={name}>
                {data.weightClassNames[name] ?? name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--ghost">
          {t('applyFilter')}
        </button>
      </Form>

      {empty ? (
        <p className="muted" role="status">
          {t('noFighters')}
        </p>
      ) : (
        data.groups.map((group) => (
          <section key={group.title ?? 'all'} className="fighters-group" aria-label={group.title ?? undefined}>
            {group.title ? <h2 className="fighters-group__title">{group.title}</h2> : null}
            <ol className="fighters-list">
              {group.fighters.map((fighter) => (
                <FighterCard key={fighter.id} fighter={fighter} showRank={data.tab === 'rankings'} />
              ))}
            </ol>
          </section>
        ))
      )}

      {data.previousHref || data.nextHref ? (
        <nav className="pager" aria-label={t('pagination')}>
          {data.previousHref ? (
            <Link className="button button--ghost" to={data.previousHref} rel="prev">
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="pager__status">{t('pageOf', { page: data.page, total: Math.max(data.page, data.totalPages) })}</span>
          {data.nextHref ? (
            <Link className="button button--ghost" to={data.nextHref} rel="next">
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </article>
  );
}

export function FighterView({ data }: { data: FighterData }) {
  const t = useT();
  const stats: [LabelKey, number][] = [
    ['wins', data.record.wins],
    ['losses', data.record.losses],
    ['draws', data.record.draws],
    ['noContests', data.record.noContests],
  ];
  return (
    <article className="fighter-page" data-fighter-id={data.id}>
      <p className="fighter-page__back">
        <Link to={data.rankingsHref}>{t('backToRankings')}</Link>
      </p>
      <div className="fighter-page__profile">
        {data.imageUrl ? <img className="fighter-page__image" src={withWidth(data.imageUrl, 480)} alt="" width={240} height={360} /> : null}
        <div className="fighter-page__details">
          <h1 className="fighter-page__name" dir="auto">
            {data.name}
          </h1>
          {data.nickname ? (
            <p className="fighter-page__nickname" dir="auto">
              “{data.nickname}”
            </p>
          ) : null}
          <dl className="fighter-page__facts">
            <div>
              <dt>{t('weightClass')}</dt>
              <dd dir="auto">{data.weightClass}</dd>
            </div>
            {data.rank ? (
              <div>
                <dt>{t('rank')}</dt>
                <dd>
                  <bdi dir="ltr">#{data.rank}</bdi>
                </dd>
              </div>
            ) : null}
            {data.country ? (
              <div>
                <dt>{t('country')}</dt>
                <dd>{data.country}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('fightRecord')}</dt>
              <dd>
                <bdi dir="ltr">{data.recordText}</bdi>
              </dd>
            </div>
          </dl>
          <table className="fighter-page__record">
            <caption className="visually-hidden">{t('fightRecord')}</caption>
            <thead>
              <tr>
                {stats.map(([key]) => (
                  <th key={key} scope="col">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {stats.map(([key, value]) => (
                  <td key={key} data-stat={key}>
                    {value}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
          {data.shareUrl ? <ShareButton url={data.shareUrl} title={data.name} /> : null}
        </div>
      </div>
      {data.bio ? (
        <p className="fighter-page__bio" dir="auto">
          {data.bio}
        </p>
      ) : null}
    </article>
  );
}
