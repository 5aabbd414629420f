import { describe, expect, it } from 'vitest';
import type { PlatformError } from '~/platform/client.server';
import { giftView, redemptionProblem } from './gift.server';

const error = (status: number, code: string, message = ''): PlatformError => ({ status, code, messages: message ? [message] : [] }) as PlatformError;

describe('redemption answers as labels', () => {
  it('names each refusal the platform gives', () => {
    expect(redemptionProblem(error(400, 'GIFT_CODE_MALFORMED'))).toBe('giftCodeMalformed');
    expect(redemptionProblem(error(404, 'GIFT_CODE_NOT_FOUND'))).toBe('giftCodeNotFound');
    expect(redemptionProblem(error(409, 'GIFT_ALREADY_REDEEMED', 'This gift code has been redeemed already.'))).toBe('giftAlreadyRedeemed');
    expect(redemptionProblem(error(409, 'GIFT_ALREADY_REDEEMED', 'You have redeemed this gift already.'))).toBe('giftAlreadyYours');
    expect(redemptionProblem(error(409, 'LICENCE_ALREADY_ACTIVE'))).toBe('giftLicenceAlreadyActive');
    expect(redemptionProblem(error(429, 'TOO_MANY_ATTEMPTS'))).toBe('giftTooManyAttempts');
    expect(redemptionProblem(error(403, 'PURCHASE_RESTRICTED', 'kidPurchasePermissionDenied'))).toBe('kidPurchasePermissionDenied');
    expect(redemptionProblem(error(0, 'NETWORK'))).toBe('anErrorOccured');
  });
});

describe('a gift as its pages show it', () => {
  it('formats the platform’s price and tax in the viewer’s locale, and the last failure’s code', () => {
    const view = giftView(
      {
        id: 'gft_1',
        status: 'PENDING',
        licence: { id: 'lic-arena-yearly', name: 'Arena Pass Yearly', strategy: 'SUBSCRIPTION', period: 'P1Y' },
        recipientEmail: 'robin@example.com',
        recipientName: 'Robin',
        message: null,
        buyerEmail: 'giver@example.com',
        price: { amount: 9999, currency: 'GBP', scale: 2 },
        tax: 1666,
        taxRateBasisPoints: 2000,
        payment: { id: 'pay_1', status: 'FAILED', redirectUrl: null, failure: { code: 'card_declined', message: 'Declined' } },
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      'en-GB',
    );
    expect(view).toMatchObject({ price: '£99.99', tax: '£16.66', paymentStatus: 'FAILED', failureCode: 'card_declined', name: 'Arena Pass Yearly' });
  });
});
