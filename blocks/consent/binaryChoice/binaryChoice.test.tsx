import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { consentAnswers, consentDefault, missingConsents } from '../rules';
import { block } from './index';

const terms = [
  { type: 'informationText', fieldName: 'intro' },
  { type: 'binaryChoice', fieldName: 'terms', required: true },
  { type: 'binaryChoice', fieldName: 'privacy', required: true, defaultValue: 'true' },
  { type: 'binaryChoice', fieldName: 'marketing' },
];

describe('consent: binaryChoice', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('a checkbox that answers true, with an explicit false for no-JS posts', () => {
    const html = renderBlock(block, { type: 'binaryChoice', fieldName: 'terms', text: 'acceptTerms', required: true }, {});
    expect(html).toContain('<input type="hidden" name="terms" value="false"/>');
    expect(html).toMatch(/type="checkbox" name="terms"[^>]*value="true"/);
    expect(html).toContain('required=""');
  });
  it("defaults from data.default, else defaultValue; true or 'true' ticks", () => {
    expect(consentDefault({ type: 'binaryChoice', fieldName: 'a' })).toBe(false);
    expect(consentDefault({ type: 'binaryChoice', fieldName: 'a', defaultValue: 'true' })).toBe(true);
    expect(consentDefault({ type: 'binaryChoice', fieldName: 'a', defaultValue: true })).toBe(true);
    expect(consentDefault({ type: 'binaryChoice', fieldName: 'a', defaultValue: 'true', data: { default: 'false' } })).toBe(false);
    expect(consentDefault({ type: 'binaryChoice', fieldName: 'a', defaultValue: false, data: { default: 'true' } })).toBe(true);
    expect(renderBlock(block, { type: 'binaryChoice', fieldName: 'n', text: 'x', data: { default: 'true' } }, {})).toContain('checked=""');
    expect(renderBlock(block, { type: 'binaryChoice', fieldName: 'n', text: 'x', defaultValue: 'false' }, {})).not.toContain('checked=""');
  });
  it('continue only when every required choice is ticked (the gate)', () => {
    expect(missingConsents(terms, {})).toEqual(['terms', 'privacy']);
    expect(missingConsents(terms, { terms: true })).toEqual(['privacy']);
    expect(missingConsents(terms, { terms: true, privacy: 'true' })).toEqual([]);
    expect(missingConsents(terms, { terms: false, privacy: true, marketing: true })).toEqual(['terms']);
  });
  it('reads the answers of a posted form (hidden false + ticked true)', () => {
    const form = new FormData();
    form.append('terms', 'false');
    form.append('terms', 'true');
    form.append('privacy', 'false');
    expect(consentAnswers(terms, (n) => form.getAll(n))).toEqual({ terms: true, privacy: false, marketing: false });
  });
});
