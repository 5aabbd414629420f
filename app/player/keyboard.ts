/**
 * The player's keyboard (./controls.ts `keyCommand`: space / k, arrows mirrored in rtl, m, f)
 * applied to its commands. Form controls inside the player keep their own keys (volume
 * slider arrows, select lists, button activation).
 */
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { keyCommand } from './controls';
import type { PlayerCommands } from './use-player-commands';

export interface KeyTarget {
  direction: 'ltr' | 'rtl';
  commands: Pick<PlayerCommands, 'togglePlay' | 'seek' | 'setVolume' | 'toggleMute' | 'setFullscreen'>;
  video: HTMLVideoElement | null;
  volume: number;
  fullscreen: boolean;
  showControls(): void;
}

export function handlePlayerKey(event: ReactKeyboardEvent<HTMLDivElement>, { direction, commands, video, volume, fullscreen, showControls }: KeyTarget): void {
  const target = event.target as HTMLElement;
  if (target.closest('input, select, textarea')) return;
  if (target.closest('button') && (event.key === ' ' || event.key === 'Enter')) return;
  const command = keyCommand(event, direction);
  if (!command) return;
  showControls();
  event.preventDefault();
  switch (command.type) {
    case 'togglePlay':
      commands.togglePlay();
      break;
    case 'seekBy':
      if (video) commands.seek(video.currentTime + command.seconds);
      break;
    case 'volumeBy':
      commands.setVolume(volume + command.amount);
      break;
    case 'toggleMute':
      commands.toggleMute();
      break;
    case 'toggleFullscreen':
      void commands.setFullscreen(!fullscreen).catch(() => undefined);
      break;
  }
}
