/**
 * Sidebar tabs (e.g. playlist, chat): toggle buttons in the control bar and the panel of
 * the open tab on the inline-end side (state.sidebarTab). The label keys are the route's.
 */
import type { Dispatch } from 'react';
import type { PlayerTranslate } from './labels';
import type { PlayerSidebarTab } from './player-types';
import type { PlayerAction } from './state';

const panelId = (tab: PlayerSidebarTab) => `player-sidebar-${tab.id}`;

export function SidebarTabButtons({
  tabs,
  openTab,
  dispatch,
  t,
}: {
  tabs: PlayerSidebarTab[] | undefined;
  openTab: string | null;
  dispatch: Dispatch<PlayerAction>;
  t: PlayerTranslate;
}) {
  return (
    <>
      {tabs?.map((tab) => (
        <button
          key={tab.id}
          type="button"
          className="player__text-button"
          aria-expanded={openTab === tab.id}
          aria-controls={panelId(tab)}
          onClick={() => dispatch({ type: 'sidebarToggle', tab: tab.id })}
        >
          {t(tab.labelKey)}
        </button>
      ))}
    </>
  );
}

export function PlayerSidebar({ tabs, openTab, t }: { tabs: PlayerSidebarTab[] | undefined; openTab: string | null; t: PlayerTranslate }) {
  const tab = tabs?.find((candidate) => candidate.id === openTab) ?? null;
  if (!tab) return null;
  return (
    <aside id={panelId(tab)} className="player__sidebar" aria-label={t(tab.labelKey)}>
      {tab.content}
    </aside>
  );
}
