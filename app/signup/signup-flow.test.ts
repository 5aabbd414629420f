import { describe, expect, it } from 'vitest';
import { entryStaysOnSignup, initialSignupState, nextStage, signupReducer, SIGNUP_STAGES } from './signup-flow';

describe('sign-up flow', () => {
  it('has the spec stages in order', () => {
    expect(SIGNUP_STAGES.slice(0, 3)).toEqual(['login', 'signup', 'consent']);
    expect(SIGNUP_STAGES.at(-1)).toBe('paymentComplete');
  });

  it('signup → consent → complete (commerce stages come later)', () => {
    let state = initialSignupState({ stayOnSignup: false });
    expect(state.stage).toBe('signup');
    state = signupReducer(state, { type: 'continue' });
    expect(state.stage).toBe('consent');
    expect(nextStage('consent')).toBeNull();
    expect(signupReducer(state, { type: 'continue' }).stage).toBe('consent');
    expect(signupReducer(state, { type: 'back' }).stage).toBe('signup');
    expect(signupReducer(state, { type: 'goTo', stage: 'paymentPage' }).stage).toBe('consent');
  });

  it('keeps the stay-on-signup flag and the captcha token in state', () => {
    let state = initialSignupState({ stayOnSignup: true });
    expect(state.stayOnSignup).toBe(true);
    state = signupReducer(state, { type: 'captchaSolved', token: 'tok' });
    expect(state.captchaToken).toBe('tok');
    state = signupReducer(state, { type: 'stayOnSignup', value: false });
    expect(state).toEqual({ stage: 'signup', stayOnSignup: false, captchaToken: 'tok' });
    expect(signupReducer(state, { type: 'captchaExpired' }).captchaToken).toBeNull();
  });

  it('a purchase entry stays on sign-up', () => {
    expect(entryStaysOnSignup(new URLSearchParams('entryPage=/purchase'), 'purchase')).toBe(true);
    expect(entryStaysOnSignup(new URLSearchParams('licences=12'), null)).toBe(true);
    expect(entryStaysOnSignup(new URLSearchParams('from=/home'), null)).toBe(false);
  });
});

describe('commerce stages', () => {
  it('live on the commerce screens', async () => {
    const { commerceStage, COMMERCE_STAGE_SCREENS } = await import('./signup-flow');
    expect(commerceStage('purchase')).toBe('packageSelection');
    expect(commerceStage('pay')).toBe('paymentPage');
    expect(commerceStage('pay', 'form')).toBe('creditCardPayment');
    expect(commerceStage('pay', 'native')).toBe('paypalPayment');
    expect(commerceStage('pay', 'browser')).toBe('newPayment');
    expect(commerceStage('paymentConfirmation')).toBe('paymentComplete');
    expect(commerceStage('home')).toBeNull();
    for (const stage of ['packageSelection', 'paymentPage', 'creditCardPayment', 'newPayment', 'paymentComplete'] as const) {
      expect(commerceStage(COMMERCE_STAGE_SCREENS[stage], stage === 'creditCardPayment' ? 'form' : stage === 'newPayment' ? 'browser' : null)).toBe(stage);
    }
  });
});
