/**
 * New-password checks the web can make before calling the platform (which has the final
 * word, including the common-password list): length 8 to 128, both entries the same.
 * Returns a label key, or null when the platform should decide.
 */
import type { LabelKey } from '~/labels/labels';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function newPasswordProblem(password: string, confirm: string): LabelKey | null {
  if (!password) return 'pleaseProvideYourPassword';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (password !== confirm) return 'passwordsDoNotMatch';
  return null;
}
