/**
 * Host-page control: while the realm allows some origins, an embedding page drives the
 * player by JSON-RPC over postMessage (./host-messages.ts): the player's own commands plus
 * the route's (next, previous, loadVideo, …), read from the latest props at call time.
 */
import { useEffect, type MutableRefObject } from 'react';
import { listenForHostMessages, type HostPlayerApi } from './host-messages';
import type { PlayerHandle, PlayerProps } from './player-types';

export function useHostControl(
  propsRef: MutableRefObject<PlayerProps>,
  playerApi: PlayerHandle,
  { allowedOrigins, hostApi }: Pick<PlayerProps, 'allowedOrigins' | 'hostApi'>,
): void {
  const originsKey = (allowedOrigins ?? []).join(' ');
  useEffect(() => {
    if (!originsKey) return;
    const api: HostPlayerApi = {
      ...playerApi,
      next: propsRef.current.hostApi?.next ? () => propsRef.current.hostApi!.next!() : undefined,
      previous: propsRef.current.hostApi?.previous ? () => propsRef.current.hostApi!.previous!() : undefined,
      loadVideo: propsRef.current.hostApi?.loadVideo ? (id) => propsRef.current.hostApi!.loadVideo!(id) : undefined,
      getEpg: propsRef.current.hostApi?.getEpg ? () => propsRef.current.hostApi!.getEpg!() : undefined,
      getCountry: propsRef.current.hostApi?.getCountry ? () => propsRef.current.hostApi!.getCountry!() : undefined,
      setPreference: propsRef.current.hostApi?.setPreference ? (k, v) => propsRef.current.hostApi!.setPreference!(k, v) : undefined,
    };
    return listenForHostMessages(window, api, originsKey.split(' '));
  }, [originsKey, playerApi, hostApi, propsRef]);
}
