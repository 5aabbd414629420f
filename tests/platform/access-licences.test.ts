/** Read-only licence calls: licences on sale, families with the viewer's entitlements, holdings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startContentPlatform, type ContentPlatform } from './content-support.js';

let t: ContentPlatform;
beforeAll(async () => {
  t = await startContentPlatform();
});
afterAll(async () => {
  await t?.platform.close();
});

describe('licences', () => {
  it('lists every licence on sale with its strategy and prices', async () => {
    const res = await t.get('/licence');
    expect(res.status).toBe(200);
    expect(res.body.licences.map((l: any) => l.id)).toEqual([
      'lic-arena-monthly',
      'lic-arena-yearly',
      'lic-premium-monthly',
      'lic-season-ticket',
      'lic-premium-yearly',
      'lic-fight-night-ppv',
      'lic-free-member',
    ]);
    const free = res.body.licences.find((l: any) => l.id === 'lic-free-member');
    expect(free).toMatchObject({ type: 'FREE', amounts: [], purchaseStrategy: { type: 'FREE' } });
  });

  it('groups licences in families and keeps the rest apart', async () => {
    const res = await t.get('/licence-family');
    expect(res.body.licenceFamilies.map((f: any) => [f.id, f.licences.map((l: any) => l.rank)])).toEqual([
      ['fam-arena-pass', [1, 2]],
      ['fam-premium', [1, 2, 3]],
    ]);
    expect(res.body.nonFamilyBasedLicences.map((l: any) => l.id)).toEqual(['lic-fight-night-ppv', 'lic-free-member']);
    expect(res.body.licenceFamilies[0].licences[0].licenceStatus).toBeUndefined();
    const some = await t.get('/licence-family?licenceId=lic-arena-yearly,401');
    expect(some.body.licenceFamilies[0].licences.map((l: any) => l.id)).toEqual(['lic-arena-yearly']);
    expect(some.body.licenceFamilies[1].licences).toEqual([]);
    expect(some.body.nonFamilyBasedLicences.map((l: any) => l.id)).toEqual(['lic-fight-night-ppv']);
  });

  it('adds the signed-in viewer’s entitlements on request', async () => {
    const res = await t.get('/licence-family?includeEntitlements=ALL_ACTIVE_USER_ENTITLEMENTS', t.subscriber);
    const monthly = res.body.licenceFamilies[0].licences[0];
    expect(monthly.licenceStatus).toMatchObject({ status: 'ACTIVE', inEffect: true, autoRenewingStatus: 'AUTO_RENEWING' });
    expect(monthly.willRenew).toBe(true);
    expect(monthly.licenceStatus.expiryTimestamp).toBeGreaterThan(Date.now());
    expect(res.body.licenceFamilies[0].licences[1].licenceStatus).toBeNull();
    const ppv = res.body.nonFamilyBasedLicences.find((l: any) => l.id === 'lic-fight-night-ppv');
    expect(ppv.licenceStatus).toMatchObject({ status: 'EXPIRED', inEffect: false });
    // Guests get the catalogue with no status.
    const guest = await t.get('/licence-family?includeEntitlements=ALL_ACTIVE_USER_ENTITLEMENTS', t.guest);
    expect(guest.body.licenceFamilies[0].licences[0].licenceStatus).toBeUndefined();
    expectError(await t.get('/licence-family?includeEntitlements=SOME'), 400, 'VALIDATION_ERROR');
  });

  it('lists the viewer’s holdings and active subscriptions, signed-in only', async () => {
    const mine = await t.get('/user/licence', t.subscriber);
    expect(mine.body.licences.map((l: any) => [l.id, l.licenceStatus.status]).sort()).toEqual([
      ['lic-arena-monthly', 'ACTIVE'],
      ['lic-fight-night-ppv', 'EXPIRED'],
      ['lic-free-member', 'ACTIVE'],
    ]);
    expect((await t.get('/user/licence', t.viewer)).body.licences).toEqual([]);
    const subs = await t.get('/customer/subscriptions/status/active', t.subscriber);
    expect(subs.body.subscriptions.map((l: any) => l.id)).toEqual(['lic-arena-monthly']);
    expectError(await t.get('/user/licence'), 401);
    expectError(await t.get('/customer/subscriptions/status/active', t.guest), 401);
  });
});
