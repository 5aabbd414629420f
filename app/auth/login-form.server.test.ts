import { describe, expect, it } from 'vitest';
import { parseLoginForm } from './login-form.server';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('parseLoginForm', () => {
  it('trims the identity and accepts a valid form', () => {
    expect(parseLoginForm(form({ email: ' a@b.co ', password: 'x' }))).toEqual({ ok: true, email: 'a@b.co', password: 'x' });
  });
  it('reports empty inputs, bad emails and oversized values', () => {
    expect(parseLoginForm(form({ email: '', password: '' }))).toMatchObject({ ok: false, error: 'emptyInputs' });
    expect(parseLoginForm(form({ email: 'nope', password: 'x' }))).toMatchObject({ ok: false, error: 'pleaseProvideValidEmail' });
    expect(parseLoginForm(form({ email: 'a@b.co', password: '' }))).toMatchObject({ ok: false, error: 'pleaseProvideYourPassword' });
    expect(parseLoginForm(form({ email: '  ', password: 'x' }))).toMatchObject({ ok: false, error: 'pleaseProvideYourEmail' });
    expect(parseLoginForm(form({ email: 'a@b.co', password: 'x'.repeat(2000) }))).toMatchObject({ ok: false, error: 'sorrySomethingWentWrong' });
  });
});
