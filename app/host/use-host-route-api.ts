/**
 * The route-level part of the host-page API (app/player/host-messages.ts) for the video page:
 * `loadVideo`, `getEpg`, `getCountry` and `setPreference`, answered through this site's
 * `/_data/host/{call}` resource route (the browser never calls the platform). A failing call
 * rejects, which the message handler reports as the catalogue's error (`VOD does not exist`
 * for an unknown video, `Error Fetching State` for a read that failed).
 */
import { useNavigate } from '@remix-run/react';
import { useMemo } from 'react';
import type { HostRouteApi } from '~/player/Player';

export const HOST_CALLS_URL = '/_data/host';

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

export function useHostRouteApi(): Pick<HostRouteApi, 'loadVideo' | 'getEpg' | 'getCountry' | 'setPreference'> {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      async loadVideo(id: string) {
        const res = await fetch(`${HOST_CALLS_URL}/video?id=${encodeURIComponent(id)}`, { credentials: 'same-origin' });
        if (res.status === 404) return false;
        if (!res.ok) throw new Error(`loadVideo answered ${res.status}`);
        const { path } = (await res.json()) as { path: string };
        // A client navigation, inside a third-party frame too (app/watch/framed-session-storage.ts).
        navigate(path);
        return true;
      },
      getEpg: () => getJson<unknown>(`${HOST_CALLS_URL}/epg`),
      getCountry: async () => (await getJson<{ country: string }>(`${HOST_CALLS_URL}/country`)).country,
      async setPreference(key: string, value: unknown) {
        const res = await fetch(`${HOST_CALLS_URL}/preference`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ key, value }),
        });
        if (!res.ok) throw new Error(`setPreference answered ${res.status}`);
      },
    }),
    [navigate],
  );
}
