import { describe, expect, it } from 'vitest';
import { paymentState } from './payment-state';

describe('paymentState', () => {
  it('is complete only when the payment succeeded and every licence is in effect', () => {
    expect(paymentState({ status: 'SUCCEEDED', licences: [{ status: 'ACTIVE' }, { status: 'TRIAL' }] })).toBe('complete');
    expect(paymentState({ status: 'SUCCEEDED', licences: [{ status: 'INACTIVE' }] })).toBe('pending');
    expect(paymentState({ status: 'SUCCEEDED', licences: [{ status: null }] })).toBe('pending');
  });
  it('follows processing and action-required payments, and reports failures', () => {
    expect(paymentState({ status: 'PROCESSING', licences: [{ status: 'ACTIVE' }] })).toBe('pending');
    expect(paymentState({ status: 'REQUIRES_ACTION', licences: [] })).toBe('pending');
    expect(paymentState({ status: 'FAILED', licences: [{ status: null }] })).toBe('failed');
  });
});
