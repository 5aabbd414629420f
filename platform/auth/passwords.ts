/** Password hashing (argon2id) and the sign-up password policy. */
import { hash, verify } from '@node-rs/argon2';

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

/** A small list of the most common passwords (lower-cased); refused at sign-up. */
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  '12345678', '123456789', '1234567890', '123123123', '11111111', '00000000', '87654321', '12341234',
  'qwertyui', 'qwerty123', 'qwertyuiop', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'asdfghjk', 'asdfasdf',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123',
  'letmein1', 'letmein123', 'trustno1', 'superman', 'starwars', 'whatever', 'changeme', 'abc12345',
  'abcd1234', 'admin123', 'administrator', 'monkey123', 'dragon123', 'master123', 'shadow123', 'michael1',
  'computer', 'internet', 'football1', 'jennifer', 'michelle', 'password!', 'secret123', 'streaming',
]);

/** Returns the problems with a sign-up password (empty when acceptable). */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) problems.push(`password must be at least ${PASSWORD_MIN} characters`);
  if (password.length > PASSWORD_MAX) problems.push(`password must be at most ${PASSWORD_MAX} characters`);
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) problems.push('password is too common; choose another');
  if (email && lower === email.toLowerCase()) problems.push('password must not be the email address');
  return problems;
}
