import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { acceptDatePart, dateLocale, datePartOrder, dateValue, isCalendarDate, isDatePartFull } from '../rules/date-parts';
import { collectValues, validateValues } from '../rules/form-rules';
import { block } from './index';

const rule = { name: 'd', type: 'date' as const, required: true };
const posted = (parts: Record<string, string>) => collectValues([rule], (name) => parts[name] ?? null);

describe('field: date', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));

  it('year up to 4 digits, month up to 12, day up to 31, digits only', () => {
    expect(acceptDatePart('year', '202', '2026')).toBe('2026');
    expect(acceptDatePart('year', '2026', '20261')).toBe('2026');
    expect(acceptDatePart('month', '1', '12')).toBe('12');
    expect(acceptDatePart('month', '1', '13')).toBe('1');
    expect(acceptDatePart('month', '', '0')).toBe('0');
    expect(acceptDatePart('day', '3', '31')).toBe('31');
    expect(acceptDatePart('day', '3', '32')).toBe('3');
    expect(acceptDatePart('day', '', 'a')).toBe('');
    expect(acceptDatePart('day', '1', '1-')).toBe('1');
    expect(acceptDatePart('day', '12', '')).toBe('');
  });

  it('a part is full at its length (focus then moves on)', () => {
    expect(isDatePartFull('year', '202')).toBe(false);
    expect(isDatePartFull('year', '2026')).toBe(true);
    expect(isDatePartFull('month', '1')).toBe(false);
    expect(isDatePartFull('day', '09')).toBe(true);
  });

  it('the value is yyyy-mm-dd only when all three parts are filled', () => {
    expect(dateValue({ year: '2026', month: '3', day: '9' })).toBe('2026-03-09');
    expect(dateValue({ year: '2026', month: '3', day: '' })).toBe('');
    expect(posted({ 'd.year': '2026', 'd.month': '11', 'd.day': '21' })).toEqual({ d: '2026-11-21' });
    expect(posted({ 'd.year': '2026', 'd.month': '', 'd.day': '21' })).toEqual({ d: '', 'd:partial': 'true' });
    expect(posted({})).toEqual({ d: '' });
  });

  it('parts follow the locale: US month-day-year, British day-month-year, others by their locale', () => {
    expect(datePartOrder('en-US')).toEqual(['month', 'day', 'year']);
    expect(datePartOrder(dateLocale('en', 'GB'))).toEqual(['day', 'month', 'year']);
    expect(datePartOrder(dateLocale('en', 'NZ'))).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('pt')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('sv')).toEqual(['year', 'month', 'day']);
  });

  it('required, incomplete and impossible dates are errors', () => {
    expect(validateValues([rule], posted({}))).toEqual({ d: 'dFieldIsRequired' });
    expect(validateValues([rule], posted({ 'd.year': '2026' }))).toEqual({ d: 'dFieldIsInvalid' });
    expect(validateValues([{ ...rule, required: false }], posted({ 'd.day': '4' }))).toEqual({ d: 'dFieldIsInvalid' });
    expect(validateValues([rule], posted({ 'd.year': '2026', 'd.month': '02', 'd.day': '31' }))).toEqual({ d: 'dFieldIsInvalid' });
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(validateValues([rule], posted({ 'd.year': '2026', 'd.month': '2', 'd.day': '28' }))).toEqual({});
  });

  it('renders three numeric parts in the locale order, prefilled', () => {
    const html = renderBlock(block, { type: 'date', name: 'd', label: 'dateLabel' }, { value: '2026-11-21', defaultCountry: 'GB' });
    const names = [...html.matchAll(/name="(d\.\w+)"/g)].map((m) => m[1]);
    expect(names).toEqual(['d.day', 'd.month', 'd.year']);
    expect(html).toContain('value="21"');
    expect(html).toContain('inputMode="numeric"');
  });
});
