/**
 * The platform contract: every call the web makes and the reference platform answers,
 * grouped by the spec's areas. `platform.<area>.<call>(…)` on the web and
 * `route(app, contract.<area>.<call>, handler)` on the platform both come from here.
 */
import { access } from './access.js';
import { account } from './account.js';
import { auth } from './auth.js';
import { commerce } from './commerce.js';
import { content } from './content.js';
import { forms } from './forms.js';
import { gifts } from './gifts.js';
import { live } from './live.js';
import { parental } from './parental.js';
import { media } from './media.js';
import { paymentDetails } from './payment-details.js';
import { identity } from './identity.js';
import { playback } from './playback.js';
import { realm } from './realm.js';
import { reviews } from './reviews.js';
import { subscriptions } from './subscriptions.js';
import { system } from './system.js';
import { together } from './together.js';

import { watchlists } from './watchlists.js';

export const contract = {
  system,
  realm,
  content,
  live,
  playback,
  media,
  access,
  auth,
  account,
  identity,
  forms,
  commerce,
  gifts,
  parental,
  reviews,
  paymentDetails,
  subscriptions,
  together,
  watchlists,
} as const;
export type Contract = typeof contract;
