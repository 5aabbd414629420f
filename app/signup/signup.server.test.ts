import { describe, expect, it } from 'vitest';
import type { FormModel } from '~/forms/form-model';
import { platformProblem } from './signup.server';

const model = {
  rules: [
    { name: 'mail', type: 'email', required: true },
    { name: 'secret', type: 'password', required: true },
  ],
} as unknown as FormModel;
const http = (status: number, code: string) => ({ kind: 'http' as const, status, code, messages: [] });

describe('sign-up: the platform refusal on the right stage and field', () => {
  it('maps codes to stages and label keys', () => {
    expect(platformProblem(http(409, 'ACCOUNT_EXISTS'), model, {}, {})).toMatchObject({
      status: 409,
      problem: { stage: 'signup', errors: { mail: 'accountExists' } },
    });
    expect(platformProblem(http(400, 'WEAK_PASSWORD'), model, {}, {})).toMatchObject({
      status: 400,
      problem: { stage: 'signup', errors: { secret: 'weakPassword' } },
    });
    expect(platformProblem(http(400, 'CONSENT_REQUIRED'), model, {}, { terms: false })).toMatchObject({
      problem: { stage: 'consent', formError: 'consentRequired', consent: { terms: false } },
    });
    expect(platformProblem(http(403, 'SIGNUP_DISABLED'), model, {}, {})).toMatchObject({ status: 403, problem: { formError: 'signUpDisabled' } });
    expect(platformProblem({ kind: 'timeout', status: 0, code: 'TIMEOUT', messages: [] }, model, {}, {})).toMatchObject({
      status: 503,
      problem: { formError: 'sorrySomethingWentWrong' },
    });
  });
});
