/**
 * The simulated pay-TV providers (MVPDs) and their demo subscribers. Synthetic names only.
 * Every subscriber's password is `Password-123`.
 */
export interface Mvpd {
  id: string;
  displayName: string;
  colour: string;
  /** Resource ids (channels) a subscription of this provider authorises. */
  channels: string[];
  subscribers: Array<{ id: string; username: string; name: string }>;
}

export const MVPDS: Mvpd[] = [
  {
    id: 'northwind-tv',
    displayName: 'Northwind TV',
    colour: '#1f6feb',
    channels: ['arena-live', 'oasis-live'],
    subscribers: [{ id: 'nw-1001', username: 'northwind1', name: 'Northwind Subscriber' }],
  },
  {
    id: 'skyline-cable',
    displayName: 'Skyline Cable',
    colour: '#8250df',
    channels: ['arena-live'],
    subscribers: [{ id: 'sk-2001', username: 'skyline1', name: 'Skyline Subscriber' }],
  },
  {
    id: 'harbour-fibre',
    displayName: 'Harbour Fibre',
    colour: '#0a7f5a',
    channels: ['arena-live', 'oasis-live'],
    subscribers: [{ id: 'hb-3001', username: 'harbour1', name: 'Harbour Subscriber' }],
  },
  {
    id: 'summit-satellite',
    displayName: 'Summit Satellite',
    colour: '#bf3989',
    channels: ['oasis-live'],
    subscribers: [{ id: 'su-4001', username: 'summit1', name: 'Summit Subscriber' }],
  },
];
export const MVPD_PASSWORD = 'Password-123';

export function mvpdById(id: string): Mvpd | undefined {
  return MVPDS.find((m) => m.id === id);
}
