/**
 * The top bar (top-bar-view.tsx) as a chunk of its own, so no page's first bundle carries it:
 * the server renders it whole (menus, search, live badge: they work without JavaScript, the
 * toggles are checkboxes), and while hydrating React keeps that markup in the Suspense boundary
 * below until the code has arrived (blocks/components/loadable.tsx).
 */
import { Suspense } from 'react';
import type { RootData } from '~/root-data';
import { loadable } from '../../../blocks/components/loadable';

const TopBarView = loadable(() => import('./top-bar-view').then((module) => module.TopBar));

export function TopBar({ data }: { data: RootData }) {
  return (
    <Suspense fallback={null}>
      <TopBarView data={data} />
    </Suspense>
  );
}
