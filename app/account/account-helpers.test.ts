import { describe, expect, it } from 'vitest';
import { accountFormSchema } from './account-form';
import { licenceRedirectTarget, parseLicenceRedirect } from './licence-redirect';
import { fixUkTrunkZero, toE164 } from './phone.server';
import { backgroundAutoplayFrom, normaliseFormValues, preferencesBodyFrom } from './preferences-form';

const entries = (pairs: Array<[string, string]>) => pairs as Array<[string, FormDataEntryValue]>;

describe('preferences form → PUT body', () => {
  it("turns 'true'/'false' into booleans and drops empty values", () => {
    expect(
      normaliseFormValues(
        entries([
          ['a', 'true'],
          ['b', 'false'],
          ['c', ''],
          ['d', '  '],
          ['e', ' es '],
        ]),
      ),
    ).toEqual({ a: true, b: false, e: 'es' });
  });

  it('maps the background choice to the two platform flags', () => {
    const body = (choice: string) => preferencesBodyFrom(entries([['backgroundAutoplay', choice]]));
    expect(body('audioAndVideo')).toEqual({ videoBackgroundAutoPlay: true, videoBackgroundAutoPlayAudio: true });
    expect(body('videoOnly')).toEqual({ videoBackgroundAutoPlay: true, videoBackgroundAutoPlayAudio: false });
    expect(body('none')).toEqual({ videoBackgroundAutoPlay: false, videoBackgroundAutoPlayAudio: false });
    expect(body('loud')).toEqual({});
    expect(backgroundAutoplayFrom(true, true)).toBe('audioAndVideo');
    expect(backgroundAutoplayFrom(false, true)).toBe('none');
  });

  it('reads the auto-advance checkbox after its hidden false, clears off/auto languages, refuses bad tags', () => {
    expect(preferencesBodyFrom(entries([['autoAdvance', 'false']]))).toEqual({ autoAdvance: false });
    expect(
      preferencesBodyFrom(
        entries([
          ['autoAdvance', 'false'],
          ['autoAdvance', 'true'],
        ]),
      ),
    ).toEqual({ autoAdvance: true });
    expect(
      preferencesBodyFrom(
        entries([
          ['subTitleLanguage', 'off'],
          ['audioLanguage', 'auto'],
          ['language', 'pt'],
        ]),
      ),
    ).toEqual({
      language: 'pt',
      subTitleLanguage: null,
      audioLanguage: null,
    });
    expect(
      preferencesBodyFrom(
        entries([
          ['language', '<script>'],
          ['audioLanguage', 'English!'],
          ['other', 'x'],
        ]),
      ),
    ).toEqual({});
  });
});

describe('account form schema', () => {
  it('requires a name and checks date, phone and country shapes', () => {
    const ok = accountFormSchema.safeParse({ name: ' Vera ', birthDate: '', phoneNumber: '+44 7700 900123', country: 'GB' });
    expect(ok.success && ok.data.name).toBe('Vera');
    const bad = accountFormSchema.safeParse({ name: ' ', birthDate: '31/01/1990', phoneNumber: 'call me', country: 'gb' });
    expect(bad.success).toBe(false);
    const messages = bad.success ? [] : bad.error.issues.map((i) => `${String(i.path[0])}:${i.message}`);
    expect(messages).toEqual([
      'name:pleaseProvideYourName',
      'birthDate:accountBirthDateInvalid',
      'phoneNumber:accountPhoneInvalid',
      'country:accountCountryInvalid',
    ]);
  });
});

describe('phone numbers', () => {
  it('corrects +4407 to +447 and writes E.164', () => {
    expect(fixUkTrunkZero('+4407700900123')).toBe('+447700900123');
    expect(toE164('+44 07700 900123')).toBe('+447700900123');
    expect(toE164('07700 900123', 'GB')).toBe('+447700900123');
    expect(toE164('12')).toBeNull();
  });
});

describe('licence redirect', () => {
  it('reads code, client and targets from the query or extraParams (JSON or query string)', () => {
    const json = parseLicenceRedirect(
      new URLSearchParams({ code: 'abc', extraParams: JSON.stringify({ client: 'demo-id', from: '/video/1', entryPage: 'purchase', licences: 'l1,l2' }) }),
    );
    expect(json).toEqual({ code: 'abc', state: null, client: 'demo-id', from: '/video/1', entryPage: 'purchase', licences: 'l1,l2' });
    expect(licenceRedirectTarget(json)).toEqual({ screen: 'purchase', query: { licences: 'l1,l2', from: '/video/1' } });
    const query = parseLicenceRedirect(new URLSearchParams({ extraParams: 'from=%2Fhome&client=bad%20client' }));
    expect(query.client).toBeNull();
    expect(licenceRedirectTarget(query)).toEqual({ path: '/home' });
    expect(licenceRedirectTarget(parseLicenceRedirect(new URLSearchParams({ extraParams: '{not json' })))).toBeNull();
  });
});
