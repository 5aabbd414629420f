import type { ReactNode } from 'react';

/** Page zones a layout arranges. */
export interface LayoutZones {
  header?: ReactNode;
  main: ReactNode;
  sidebar?: ReactNode;
}
