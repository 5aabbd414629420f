import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { validateValues } from '../rules/form-rules';
import { block } from './index';

const rule = { name: 'birthDate', type: 'birthDate' as const, required: true };
const today = new Date('2026-11-21T12:00:00Z');

describe('field: birthDate', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('from 1900, not in the future', () => {
    expect(validateValues([rule], { birthDate: '1990-04-09' }, today)).toEqual({});
    expect(validateValues([rule], { birthDate: '1899-12-31' }, today)).toEqual({ birthDate: 'birthDateFieldIsInvalid' });
    expect(validateValues([rule], { birthDate: '2026-11-22' }, today)).toEqual({ birthDate: 'birthDateFieldIsInvalid' });
  });
  it('offers the browser birthday autofill on each part', () => {
    const html = renderBlock(block, { type: 'birthDate', name: 'birthDate', label: 'birthDate' }, {});
    expect(html).toContain('autoComplete="bday-year"');
    expect(html).toContain('autoComplete="bday-day"');
  });
});
