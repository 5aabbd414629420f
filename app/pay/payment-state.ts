/**
 * Where a payment stands for the viewer: complete once it succeeded and every licence it
 * grants is in effect (ACTIVE or TRIAL; a confirm-payment licence stays INACTIVE until the
 * provider confirms), failed when the provider refused it, pending otherwise.
 */
export type PaymentState = 'pending' | 'complete' | 'failed';

export function paymentState(payment: { status: string; licences: { status: string | null }[] }): PaymentState {
  if (payment.status === 'FAILED') return 'failed';
  if (payment.status !== 'SUCCEEDED') return 'pending';
  return payment.licences.every((licence) => licence.status === 'ACTIVE' || licence.status === 'TRIAL') ? 'complete' : 'pending';
}
