/** Programme time "h:mm A", e.g. 9:05 PM. Uses the viewer's time zone when given. */
export function formatProgrammeTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: timeZone ?? 'UTC' }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('hour')}:${get('minute')} ${get('dayPeriod').toUpperCase()}`;
}

/** 1:02:03 or 4:05 for a duration in seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(sec).padStart(2, '0')}`;
}

/** Fraction 0..1 of a video watched (continue-watching progress bars). */
export function progressFraction(progress: number | undefined, duration: number | undefined): number {
  if (!progress || !duration || duration <= 0) return 0;
  return Math.min(1, Math.max(0, progress / duration));
}
