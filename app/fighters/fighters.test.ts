import { describe, expect, it } from 'vitest';
import { groupByWeightClass } from './fighters-page.server';
import { countryName, fightersQuery, knownWeightClass, readFightersQuery, recordText } from './fighters-query';

const read = (query: string) => readFightersQuery(new URLSearchParams(query));

describe('fighters query', () => {
  it('defaults to the rankings tab, no letter, no class, page 1', () => {
    expect(read('')).toEqual({ tab: 'rankings', letter: null, weightClass: null, page: 1 });
  });

  it('the A-to-Z tab always has a selected letter (A by default), upper-cased', () => {
    expect(read('tab=az')).toMatchObject({ tab: 'az', letter: 'A' });
    expect(read('tab=az&letter=m')).toMatchObject({ tab: 'az', letter: 'M' });
    expect(read('tab=rankings&letter=M').letter).toBeNull();
  });

  it('ignores hostile values instead of failing', () => {
    expect(read('tab=<script>&letter=ZZ&weightClass=%3Cimg%20onerror%3D1%3E&p=-4')).toEqual({ tab: 'rankings', letter: null, weightClass: null, page: 1 });
    expect(read('tab=az&letter=%00').letter).toBe('A');
    expect(read('tab=az&letter=Ä').letter).toBe('A');
    expect(read(`weightClass=${'x'.repeat(65)}`).weightClass).toBeNull();
    expect(read('weightClass=Light Heavyweight').weightClass).toBe('Light Heavyweight');
  });

  it('matches a weight class case-insensitively to the platform spelling', () => {
    expect(knownWeightClass(['Flyweight', 'Lightweight'], 'flyweight')).toBe('Flyweight');
    expect(knownWeightClass(['Flyweight'], 'Heavyweight')).toBeNull();
    expect(knownWeightClass(['Flyweight'], null)).toBeNull();
  });

  it('writes canonical queries: defaults left out', () => {
    expect(fightersQuery({ tab: 'rankings', page: 1 })).toEqual({ tab: null, letter: null, weightClass: null, p: null });
    expect(fightersQuery({ tab: 'az', letter: 'C', weightClass: 'Flyweight', page: 2 })).toEqual({ tab: 'az', letter: 'C', weightClass: 'Flyweight', p: '2' });
    expect(fightersQuery({ tab: 'rankings', letter: 'C' }).letter).toBeNull();
  });
});

describe('fighter facts', () => {
  it('record as wins-losses-draws with no-contests when any', () => {
    expect(recordText({ wins: 9, losses: 6, draws: 2, noContests: 0 })).toBe('9-6-2');
    expect(recordText({ wins: 1, losses: 0, draws: 0, noContests: 1 })).toBe('1-0-0 (1 NC)');
  });

  it('country names in the viewer’s language, the code otherwise', () => {
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('gb', 'es')).toBe('Reino Unido');
    expect(countryName('Narnia', 'en')).toBe('Narnia');
    expect(countryName(undefined, 'en')).toBeNull();
  });

  it('groups consecutive fighters of one weight class under one heading', () => {
    const groups = groupByWeightClass([
      { id: 'a', weightClass: 'Bantamweight' },
      { id: 'b', weightClass: 'Bantamweight' },
      { id: 'c', weightClass: 'Flyweight' },
    ]);
    expect(groups.map((g) => [g.title, g.fighters.map((f) => f.id)])).toEqual([
      ['Bantamweight', ['a', 'b']],
      ['Flyweight', ['c']],
    ]);
  });
});
