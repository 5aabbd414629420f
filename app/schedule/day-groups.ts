/**
 * Items grouped by calendar day (schedule: events by start; releases: videos by release
 * date), in the order given, each day labelled in the viewer's locale. Days are taken in UTC
 * (the server does not know the viewer's zone, as in the programme guide).
 */

export interface DayGroup<T> {
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  label: string;
  items: T[];
}

function dayLabel(day: string, locale: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  try {
    return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  } catch {
    return day;
  }
}

/** Consecutive items of one day form a group; items without a valid date are left out. */
export function groupByDay<T>(items: T[], dateOf: (item: T) => string | null | undefined, locale: string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const iso = dateOf(item);
    const time = iso ? Date.parse(iso) : NaN;
    if (Number.isNaN(time)) continue;
    const day = new Date(time).toISOString().slice(0, 10);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, label: dayLabel(day, locale), items: [item] });
  }
  return groups;
}
