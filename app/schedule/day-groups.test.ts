import { describe, expect, it } from 'vitest';
import { groupByDay } from './day-groups';

describe('groupByDay', () => {
  const items = [
    { id: 'a', at: '2026-03-01T23:30:00Z' },
    { id: 'b', at: '2026-03-01T08:00:00Z' },
    { id: 'c', at: '2026-03-02T00:10:00Z' },
    { id: 'd', at: 'not a date' },
    { id: 'e', at: null },
  ];

  it('groups consecutive items by UTC day, in order, leaving out undated ones', () => {
    const groups = groupByDay(items, (i) => i.at, 'en-GB');
    expect(groups.map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-03-01', ['a', 'b']],
      ['2026-03-02', ['c']],
    ]);
    expect(groups[0].label).toMatch(/^Sunday,? 1 March 2026$/);
  });

  it('labels days in the viewer’s locale', () => {
    expect(groupByDay(items.slice(0, 1), (i) => i.at, 'es')[0].label).toMatch(/domingo/);
    expect(groupByDay(items.slice(0, 1), (i) => i.at, 'ar')[0].label).toMatch(/الأحد/);
  });
});
