/**
 * Every label key the web uses (UI text always comes from the realm labels by key).
 * The realms helper's coverage test reads this array: every key must exist in every
 * locale file of every realm. web-core owns the first block; the blocks helper
 * appends its keys below its marker.
 */
export const LABEL_KEYS = [
  // Top bar, menus, side panel (web-core)
  'skipToContent',
  'openMenu',
  'closeMenu',
  'search',
  'searchPlaceholder',
  'signIn',
  'signUp',
  'signOut',
  'language',
  'liveNow',
  'noLiveEvents',
  'watchNow',
  'signInToSeeLive',
  'more',
  // Sign-in (web-core)
  'signInTitle',
  'email',
  'password',
  'signInSubmit',
  'failedAuthentication',
  'emptyInputs',
  'pleaseProvideValidEmail',
  'sorrySomethingWentWrong',
  // Pages and failures (web-core)
  'notFoundTitle',
  'notFoundText',
  'goHome',
  'errorTitle',
  'errorText',
  'unavailableTitle',
  'unavailableText',
  'tryAgain',
  'servedFromCache',
  'pluginUnavailable',
  // Watch screens: VOD, live, interstitial (app/watch/)
  'duration',
  'premiereScheduledAt',
  'eventStartsAt',
  'notAvailableYet',
  'videoUnavailable',
  'availableWith',
  'thisEventHasEnded',
  // blocks helper: append below
  'live',
  'signInToWatch',
  'purchase',
  'notAvailableInYourRegion',
  'items',
  'watched',
  'previous',
  'next',
  'retry',
  'loading',
  'noContent',
  // Multi-view (app/multiview/)
  'multiView',
  'multiViewLayout',
  'layoutTwoUp',
  'layoutPip',
  'layoutThreeUp',
  'layoutQuad',
  'listenToStream',
  'soundOn',
  'replaceStream',
  'addStream',
  'swapStream',
  'chooseLiveEvent',
  'onScreen',
] as const;

export type LabelKey = (typeof LABEL_KEYS)[number];
