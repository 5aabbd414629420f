/**
 * Top bar and menus.
 *
 * Both menus are rendered on the server (WEB for wide viewports, MOBILE-WEB in the
 * hamburger panel) and CSS media queries at 1024 px pick one, so there is no layout
 * shift on hydration. The hamburger and the side panel are checkbox-driven: they work
 * without JS; with JS the same checkboxes are controlled (outside click closes, body
 * scroll is locked, route changes close the menu).
 */
import { Form, Link, useLocation, useMatches } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useKeyText, useT } from '~/labels/labels';
import type { LinkedMenuItem, RootData } from '~/root-data';
import { clientPathFor } from '~/routing/client-paths';
import { LanguageBadge } from './language-badge';
import { LiveToast } from './live-toast';
import { hamburgerGroups } from './menu-groups';
import { useTopBarHidden } from './scroll-visibility';

const SIDE_PANEL_ANIMATION_MS = 600;

/**
 * Whether this is a detail page: the deepest matched screen route
 * (ids `screen:<key>:<set>`, remix.config.js) is one of the route table's detail screens.
 */
function useIsDetailPage(detailScreens: string[]) {
  const matches = useMatches();
  const screen = [...matches]
    .reverse()
    .find((match) => match.id.startsWith('screen:'))
    ?.id.split(':')[1];
  return !!screen && detailScreens.includes(screen);
}

function MenuLinks({ items, className, home }: { items: LinkedMenuItem[]; className: string; home: string }) {
  const keyText = useKeyText();
  const location = useLocation();
  // The site's address shows the home page itself (ADR 0052): there, home's item is the current one.
  const here = location.pathname === '/' ? home : location.pathname;
  return (
    <ul className={className}>
      {items.map((item) => {
        const link = item.link;
        if (!link) return null;
        const current = !link.external && here === link.href.split('?')[0];
        return (
          <li key={item.id} className={item.featured ? 'menu-item menu-item--featured' : 'menu-item'}>
            {link.external ? (
              <a href={link.href} rel="noopener noreferrer">
                {keyText(item.label)}
              </a>
            ) : (
              <Link to={link.href} prefetch="intent" aria-current={current ? 'page' : undefined}>
                {keyText(item.label)}
              </Link>
            )}
            {item.children && item.children.length > 0 ? <MenuLinks items={item.children} className="menu-sublist" home={home} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

function SearchBox({ data, id }: { data: RootData; id: string }) {
  const t = useT();
  const searchPath = clientPathFor(data.paths)('search');
  if (data.searchType === 'vesper') {
    // The vesper engine has its own search screen: the search control just goes there.
    return (
      <Link className="search-link" to={searchPath} aria-label={t('search')}>
        <SearchIcon /> <span className="search-link__text">{t('search')}</span>
      </Link>
    );
  }
  return (
    <Form method="get" action={searchPath} className="search-box" role="search">
      <label htmlFor={id} className="visually-hidden">
        {t('search')}
      </label>
      <input id={id} name="value" type="search" placeholder={t('searchPlaceholder')} maxLength={200} autoComplete="off" />
      <button type="submit" aria-label={t('search')}>
        <SearchIcon />
      </button>
    </Form>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

function GuestActions({ data }: { data: RootData }) {
  const t = useT();
  const location = useLocation();
  const from = location.pathname + location.search;
  const pathFor = clientPathFor(data.paths);
  const signUpHref = data.registrationUrl ?? pathFor('signup', {}, { query: { workflow: 'register-free' } });
  return (
    <>
      <Link className="button button--ghost" to={pathFor('login', {}, { query: { from } })}>
        {t('signIn')}
      </Link>
      {data.features.selfRegistration ? (
        data.registrationUrl ? (
          <a className="button button--primary" href={signUpHref} rel="noopener noreferrer">
            {t('signUp')}
          </a>
        ) : (
          <Link className="button button--primary" to={signUpHref}>
            {t('signUp')}
          </Link>
        )
      ) : null}
    </>
  );
}

function LogoutButton({ data }: { data: RootData }) {
  const t = useT();
  return (
    <Form method="post" action={clientPathFor(data.paths)('logout')} className="logout-form">
      <button type="submit" className="button button--ghost">
        {t('signOut')}
      </button>
    </Form>
  );
}

function SidePanel({ data, open, onClose, toggleId }: { data: RootData; open: boolean; onClose: () => void; toggleId: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <aside className="side-panel" aria-label={t('liveNow')} aria-hidden={!open} data-open={open || undefined}>
      <div className="side-panel__header">
        <h2>{t('liveNow')}</h2>
        <label htmlFor={toggleId} className="icon-button" onClick={onClose}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">{t('closeMenu')}</span>
        </label>
      </div>
      {data.user.isGuest ? (
        <div className="side-panel__guest">
          <p>{t('signInToSeeLive')}</p>
          <Link className="button button--primary" to={clientPathFor(data.paths)('login', {}, { query: { from: location.pathname } })}>
            {t('signIn')}
          </Link>
        </div>
      ) : data.liveNow && data.liveNow.length > 0 ? (
        <ul className="live-list">
          {data.liveNow.map((event) => (
            <li key={event.id}>
              <Link to={event.href} className="live-list__item">
                {event.thumbnailUrl ? <img src={`${event.thumbnailUrl}?w=240`} alt="" width={160} height={90} loading="lazy" /> : null}
                <span>{event.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('noLiveEvents')}</p>
      )}
    </aside>
  );
}

export function TopBar({ data }: { data: RootData }) {
  const t = useT();
  const location = useLocation();
  const menuToggleId = useId() + 'menu';
  const panelToggleId = useId() + 'panel';
  const searchId = useId() + 'search';
  const [menuOpen, setMenuOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const hidden = useTopBarHidden(!useIsDetailPage(data.detailScreens));
  const signedIn = !data.user.isGuest;
  // The live-now count from the live-event stream once it is connected; the server's list before.
  const [liveCount, setLiveCount] = useState<number | null>(null);

  // Route change closes the menu, except with a search hash in the hamburger layout.
  useEffect(() => {
    if (data.layout === 'hamburger' && location.hash.toLowerCase().includes('search')) return;
    setMenuOpen(false);
    setPanelOpen(false);
  }, [location.pathname, location.search, location.hash, data.layout]);

  // Lock page scroll while the side panel or the hamburger menu is open.
  useEffect(() => {
    if (!panelOpen && !menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [panelOpen, menuOpen]);

  // The side panel closes on an outside click (after its 600 ms opening animation started).
  useEffect(() => {
    if (!panelOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (panelRef.current && !panelRef.current.contains(event.target as Node)) setPanelOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setPanelOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [panelOpen]);

  const home = clientPathFor(data.paths)('home');
  const groups = hamburgerGroups(data.menus['MOBILE-WEB'].length ? data.menus['MOBILE-WEB'] : data.menus.WEB);

  return (
    <header
      className={`top-bar top-bar--${data.layout}`}
      data-hidden={hidden || undefined}
      style={{ ['--side-panel-ms' as string]: `${SIDE_PANEL_ANIMATION_MS}ms` }}
    >
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <input
        type="checkbox"
        id={menuToggleId}
        className="toggle-input menu-toggle"
        checked={menuOpen}
        onChange={(event) => setMenuOpen(event.target.checked)}
        aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
      />
      <div className="top-bar__inner">
        <label htmlFor={menuToggleId} className="hamburger-button" aria-hidden="true">
          <span />
          <span />
          <span />
        </label>
        <Link to={home} className="top-bar__logo" aria-label={data.realmName}>
          {data.logo ? (
            <img src={data.logo.url} alt={data.logo.alt || data.realmName} width={data.logo.width} height={data.logo.height} />
          ) : (
            <span className="top-bar__wordmark">{data.realmName}</span>
          )}
        </Link>
        <nav className="menu menu--web" aria-label={t('openMenu')}>
          <MenuLinks items={data.menus.WEB} className="menu-list" home={home} />
        </nav>
        <div className="top-bar__actions">
          <div className="desktop-only">
            <SearchBox data={data} id={searchId} />
          </div>
          {!signedIn && data.languageBadge ? <LanguageBadge data={data} /> : null}
          {signedIn ? (
            <>
              <label htmlFor={panelToggleId} className="live-badge" aria-hidden="true">
                <span className="live-dot" aria-hidden="true" /> {t('liveNow')}
                {liveCount !== null || data.liveNow ? <span className="live-badge__count">{liveCount ?? data.liveNow?.length}</span> : null}
              </label>
              <div className="desktop-only">
                <LogoutButton data={data} />
              </div>
            </>
          ) : (
            <>
              <div className="guest-actions">
                <GuestActions data={data} />
              </div>
              <label htmlFor={panelToggleId} className="icon-button side-panel-button" aria-hidden="true">
                <span className="live-dot" aria-hidden="true" />
              </label>
            </>
          )}
        </div>
      </div>

      <nav className="hamburger-panel" aria-label={t('openMenu')}>
        <SearchBox data={data} id={searchId + 'm'} />
        <MenuLinks items={groups.featured} className="menu-list menu-list--featured" home={home} />
        {groups.other.length > 0 ? (
          <>
            {groups.featured.length > 0 ? <h3 className="menu-group-title">{t('more')}</h3> : null}
            <MenuLinks items={groups.other} className="menu-list menu-list--other" home={home} />
          </>
        ) : null}
        <div className="hamburger-panel__footer">
          {signedIn ? (
            <LogoutButton data={data} />
          ) : (
            <>
              <GuestActions data={data} />
              {data.languageBadge ? <LanguageBadge data={data} /> : null}
            </>
          )}
        </div>
      </nav>

      <input
        type="checkbox"
        id={panelToggleId}
        className="toggle-input panel-toggle"
        checked={panelOpen}
        onChange={(event) => setPanelOpen(event.target.checked)}
        aria-label={t('liveNow')}
      />
      <div ref={panelRef} className="side-panel-wrap">
        <SidePanel data={data} open={panelOpen} onClose={() => setPanelOpen(false)} toggleId={panelToggleId} />
      </div>
      <LiveToast paths={data.paths} onCount={setLiveCount} />
    </header>
  );
}
