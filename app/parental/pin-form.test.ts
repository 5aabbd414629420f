import { describe, expect, it } from 'vitest';
import { pinErrorFor, readNewPin, readSettingsForm } from './pin-form';
import { pinProblemFrom, withPinProblem } from './pin-prompt-query';

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

describe('parental-control forms', () => {
  it('the first PIN is required, four digits, typed twice alike; ratings keep the catalogue order', () => {
    expect(readSettingsForm(form([['guardedRatings', '18']]), false)).toEqual({ ok: false, error: { key: 'parentalPinFormat' } });
    expect(
      readSettingsForm(
        form([
          ['newPin', '12345'],
          ['repeatPin', '12345'],
        ]),
        false,
      ),
    ).toMatchObject({ ok: false, error: { key: 'parentalPinFormat' } });
    expect(
      readSettingsForm(
        form([
          ['newPin', '1234'],
          ['repeatPin', '1235'],
        ]),
        false,
      ),
    ).toMatchObject({ ok: false, error: { key: 'parentalPinMismatch' } });
    const ok = readSettingsForm(
      form([
        ['newPin', '1234'],
        ['repeatPin', '1234'],
        ['guardedRatings', '18'],
        ['guardedRatings', '12'],
        ['guardedRatings', '<b>'],
      ]),
      false,
    );
    expect(ok).toEqual({ ok: true, body: { newPin: '1234', guardedRatings: ['12', '18'] } });
  });

  it('once a PIN is set, the current one is needed and a new one is optional', () => {
    expect(readSettingsForm(form([['guardedRatings', '15']]), true)).toMatchObject({ ok: false, error: { key: 'parentalCurrentPinRequired' } });
    expect(
      readSettingsForm(
        form([
          ['currentPin', '1234'],
          ['guardedRatings', '15'],
        ]),
        true,
      ),
    ).toEqual({ ok: true, body: { currentPin: '1234', guardedRatings: ['15'] } });
    expect(
      readNewPin(
        form([
          ['newPin', '٠١٢٣'],
          ['repeatPin', '٠١٢٣'],
        ]),
      ),
    ).toMatchObject({ ok: false });
    expect(
      readNewPin(
        form([
          ['newPin', '0123'],
          ['repeatPin', '0123'],
        ]),
      ),
    ).toEqual({ ok: true, pin: '0123' });
  });

  it('platform refusals become labels, with the minutes to wait', () => {
    expect(pinErrorFor({ status: 403, code: 'WRONG_PIN', messages: [] }, 'parentalSaveFailed')).toEqual({ key: 'parentalWrongPin' });
    expect(
      pinErrorFor({ status: 429, code: 'TOO_MANY_ATTEMPTS', messages: ['Too many wrong PINs. Try again in 12 minute(s).'] }, 'parentalSaveFailed'),
    ).toEqual({
      key: 'parentalTooManyAttempts',
      values: { minutes: 12 },
    });
    expect(pinErrorFor({ status: 410, code: 'CODE_USED', messages: [] }, 'confirmResetInvalid').key).toBe('confirmResetUsed');
    expect(pinErrorFor({ status: 410, code: 'CODE_EXPIRED', messages: [] }, 'confirmResetInvalid').key).toBe('confirmResetExpired');
    expect(pinErrorFor({ status: 500, code: 'X', messages: [] }, 'parentalSaveFailed').key).toBe('parentalSaveFailed');
  });

  it('the prompt query keeps other parameters and reads only known problems', () => {
    expect(withPinProblem('/video/vod-1?list=a&pin=wrong', 'locked', 12)).toBe('/video/vod-1?list=a&pin=locked&wait=12');
    expect(withPinProblem('/video/vod-1?pin=wrong&wait=3', null)).toBe('/video/vod-1');
    expect(pinProblemFrom(new URLSearchParams('pin=locked&wait=12'))).toEqual({ problem: 'locked', waitMinutes: 12 });
    expect(pinProblemFrom(new URLSearchParams('pin=<script>'))).toBeNull();
    expect(pinProblemFrom(new URLSearchParams('pin=locked&wait=1e9'))).toEqual({ problem: 'locked', waitMinutes: null });
  });
});
