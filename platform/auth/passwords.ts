/** Password hashing (argon2id) and the new-password policy (length, then zxcvbn strength). */
import { hash, verify } from '@node-rs/argon2';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';

/** Algorithm.Argon2id (a const enum, which isolatedModules cannot read). */
const ARGON2ID = 2;

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

export function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a crash
  }
}

const dummyHashes = new Map<string, Promise<string>>();
/**
 * Verify against a throwaway hash of the same cost, so an unknown account takes as long
 * to refuse as a known one with a wrong password (no account discovery by timing).
 */
export async function verifyDummy(password: string, cost: Argon2Cost): Promise<false> {
  const key = `${cost.memoryCost}:${cost.timeCost}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('dummy-password-for-timing', cost);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(await dummy, password);
  return false;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The least zxcvbn score (0-4) a new password needs. 3 is "safely unguessable: moderate
 * protection from an offline slow-hash scenario" (< 10^10 guesses): with argon2id and the
 * sign-in limits, online guessing of a 3 is hopeless, and 4 would refuse many sound
 * passphrases people actually remember.
 */
export const PASSWORD_MIN_SCORE = 3;

let zxcvbnReady = false;
function strength(password: string, userInputs: string[]) {
  if (!zxcvbnReady) {
    zxcvbnOptions.setOptions({
      dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
      graphs: zxcvbnCommon.adjacencyGraphs,
      translations: zxcvbnEn.translations,
    });
    zxcvbnReady = true;
  }
  // zxcvbn's cost grows with length; the 128-character cap keeps it bounded.
  return zxcvbn(password, userInputs);
}

/** Returns the problems with a new password (empty when acceptable): length, then strength with zxcvbn's advice. */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) problems.push(`password must be at least ${PASSWORD_MIN} characters`);
  if (password.length > PASSWORD_MAX) problems.push(`password must be at most ${PASSWORD_MAX} characters`);
  if (problems.length) return problems;
  const lower = password.toLowerCase();
  if (email && lower === email.toLowerCase()) return ['password must not be the email address'];
  const inputs = email
    ? [
        email,
        ...email
          .toLowerCase()
          .split(/[@._+-]+/)
          .filter((part) => part.length >= 3),
      ]
    : [];
  const result = strength(password, inputs);
  if (result.score >= PASSWORD_MIN_SCORE) return [];
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter((line): line is string => Boolean(line));
  return [`password is too easy to guess: ${advice.length ? advice.join(' ') : 'add a few unrelated words.'}`];
}
