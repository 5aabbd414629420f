/**
 * The track menus of the control bar: subtitles (with "off"; shown when the stream has
 * any) and audio (shown when it has more than one). One `TrackSelect` markup for both.
 */
import type { TrackInfo } from './host-messages';
import { L, type PlayerTranslate } from './labels';
import type { Tracks } from './player-types';

/** A track menu (subtitles or audio); with `offLabel` a first option with id -1 turns the track off. */
function TrackSelect({
  label,
  tracks,
  value,
  offLabel,
  onChange,
}: {
  label: string;
  tracks: TrackInfo[];
  value: number;
  offLabel?: string;
  onChange: (id: number) => void;
}) {
  return (
    <label className="player__select">
      <span className="player__select-label">{label}</span>
      <select value={value} aria-label={label} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {offLabel !== undefined ? <option value={-1}>{offLabel}</option> : null}
        {tracks.map((tr) => (
          <option key={tr.id} value={tr.id} lang={tr.language}>
            {tr.name || tr.language}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface TrackMenusProps {
  tracks: Tracks;
  t: PlayerTranslate;
  setSubtitleTrack(wanted: number | null): void;
  setAudioTrack(wanted: number): void;
}

export function TrackMenus({ tracks, t, setSubtitleTrack, setAudioTrack }: TrackMenusProps) {
  return (
    <>
      {tracks.subtitles.length > 0 ? (
        <TrackSelect
          label={t(L.subtitles)}
          tracks={tracks.subtitles}
          value={tracks.subtitle}
          offLabel={t(L.subtitlesOff)}
          onChange={(id) => setSubtitleTrack(id < 0 ? null : id)}
        />
      ) : null}
      {tracks.audio.length > 1 ? <TrackSelect label={t(L.audio)} tracks={tracks.audio} value={tracks.audioTrack} onChange={setAudioTrack} /> : null}
    </>
  );
}
