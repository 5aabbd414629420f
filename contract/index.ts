/**
 * The platform contract: every call the web makes and the reference platform answers,
 * grouped by the spec's areas. `platform.<area>.<call>(…)` on the web and
 * `route(app, contract.<area>.<call>, handler)` on the platform both come from here.
 */
import { auth } from './auth.js';
import { identity } from './identity.js';
import { playback } from './playback.js';
import { system } from './system.js';

export const contract = { system, playback, auth, identity } as const;
export type Contract = typeof contract;

export { defineCall, errorAnswer, text, type CallSpec, type ErrorAnswer } from './define.js';
