/**
 * The sign-up flow's stages and state: login, signup, consent on this screen, then the
 * commerce stages (package selection … payment complete) on the commerce screens, which the
 * viewer reaches signed in (after confirming the address) with the chosen licence
 * (`workflow=register-free`, `selectedLicence`). The state also keeps the stay-on-signup
 * flag and the captcha token.
 * Pure: the route component runs it in a reducer, tests run it directly.
 */
export const SIGNUP_STAGES = [
  'login',
  'signup',
  'consent',
  'packageSelection',
  'paymentPage',
  'creditCardPayment',
  'paypalPayment',
  'newPayment',
  'paymentComplete',
] as const;
export type SignupStage = (typeof SIGNUP_STAGES)[number];

/** The stages this product shows today, in order (the login stage is the sign-in link: an existing account leaves the flow for /login). */
export const BUILT_STAGES: readonly SignupStage[] = ['signup', 'consent'];

export interface SignupState {
  stage: SignupStage;
  /**
   * Keep the viewer in the sign-up flow after signing in from its login stage (a purchase
   * entry: the commerce stages follow), instead of leaving for the completion target.
   */
  stayOnSignup: boolean;
  /** The captcha answer of a realm with a captcha-type configuration, sent with the sign-up. */
  captchaToken: string | null;
}

export type SignupAction =
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'goTo'; stage: SignupStage }
  | { type: 'stayOnSignup'; value: boolean }
  | { type: 'captchaSolved'; token: string }
  | { type: 'captchaExpired' };

export function initialSignupState(options: { stayOnSignup: boolean; stage?: SignupStage }): SignupState {
  return { stage: options.stage ?? 'signup', stayOnSignup: options.stayOnSignup, captchaToken: null };
}

/**
 * The screen each commerce stage lives on: package selection is the purchase screen, the
 * payment page and its methods (card, wallet, a new payment method) the pay screen, payment
 * complete the confirmation screen.
 */
export const COMMERCE_STAGE_SCREENS = {
  packageSelection: 'purchase',
  paymentPage: 'pay',
  creditCardPayment: 'pay',
  paypalPayment: 'pay',
  newPayment: 'pay',
  paymentComplete: 'paymentConfirmation',
} as const satisfies Partial<Record<SignupStage, string>>;

/** The commerce stage a screen shows in the registration flow (the pay screen by its method's mode), else null. */
export function commerceStage(screen: string, mode: 'form' | 'browser' | 'native' | null = null): SignupStage | null {
  if (screen === 'purchase') return 'packageSelection';
  if (screen === 'paymentConfirmation') return 'paymentComplete';
  if (screen !== 'pay') return null;
  if (mode === 'form') return 'creditCardPayment';
  if (mode === 'native') return 'paypalPayment';
  if (mode === 'browser') return 'newPayment';
  return 'paymentPage';
}

/** The next stage on the sign-up screen, or null when it is done there (the commerce stages follow on their screens). */
export function nextStage(stage: SignupStage): SignupStage | null {
  const index = BUILT_STAGES.indexOf(stage);
  return index >= 0 && index < BUILT_STAGES.length - 1 ? BUILT_STAGES[index + 1] : null;
}

export function previousStage(stage: SignupStage): SignupStage | null {
  const index = BUILT_STAGES.indexOf(stage);
  return index > 0 ? BUILT_STAGES[index - 1] : null;
}

export function signupReducer(state: SignupState, action: SignupAction): SignupState {
  switch (action.type) {
    case 'continue':
      return { ...state, stage: nextStage(state.stage) ?? state.stage };
    case 'back':
      return { ...state, stage: previousStage(state.stage) ?? state.stage };
    case 'goTo':
      return BUILT_STAGES.includes(action.stage) ? { ...state, stage: action.stage } : state;
    case 'stayOnSignup':
      return { ...state, stayOnSignup: action.value };
    case 'captchaSolved':
      return { ...state, captchaToken: action.token.slice(0, 4096) };
    case 'captchaExpired':
      return { ...state, captchaToken: null };
  }
}

/** A purchase entry (entryPage naming the purchase or pay screen, or licences chosen) continues into the commerce stages. */
export function entryStaysOnSignup(query: URLSearchParams, entryScreen: string | null): boolean {
  return Boolean(query.get('licences')) || entryScreen === 'purchase' || entryScreen === 'pay' || query.get('showPurchase') === 'true';
}
