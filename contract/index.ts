/**
 * The platform contract: every call the web makes and the reference platform answers,
 * grouped by the spec's areas. `platform.<area>.<call>(…)` on the web and
 * `route(app, contract.<area>.<call>, handler)` on the platform both come from here.
 */
import { account } from './account.js';
import { auth } from './auth.js';
import { forms } from './forms.js';
import { playback } from './playback.js';
import { system } from './system.js';

export const contract = { system, playback, auth, account, forms } as const;
export type Contract = typeof contract;
