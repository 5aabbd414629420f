/**
 * One commerce service per platform instance, shared by the commerce routes and the
 * provider's webhook receiver: rules, billing requirements, the provider client, payments
 * and the receipt mail.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.js';
import { catalogueFor, type CatalogueService } from '../catalogue/service.js';
import { mailServiceFor } from '../mail/index.js';
import { BillingRequirements } from './billing.js';
import { Payments } from './payments.js';
import { createPspClient, type PspClient } from './psp-client.js';
import { PaymentMethods } from './payment-methods.js';
import { createPspMethods } from './psp-methods.js';
import { receiptMail } from './receipt.js';
import { loadCommerceRules, type CommerceRules } from './rules.js';
import { licenceExpiry } from './ledger.js';
import { addressRestriction } from '../../contract/forms.js';
import { Gifts } from './gifts.js';
import { giftCodeKey } from './gift-codes.js';
import { giftMail } from './gift-mail.js';
import { z } from 'zod';

export interface Commerce {
  rules: CommerceRules;
  billing: BillingRequirements;
  psp: PspClient;
  payments: Payments;
  /** The viewer's stored cards (a purchase's card is kept as its licence's renewal card). */
  methods: PaymentMethods;
  gifts: Gifts;
  catalogue: CatalogueService;
  /** The realm's address restrictions (checked at realm load; this gives them their type). */
  restrictions(req: FastifyRequest): Array<z.output<typeof addressRestriction>>;
}

const services = new WeakMap<PlatformContext, Commerce>();
const restrictionList = z.array(addressRestriction);

export function commerceFor(app: FastifyInstance, ctx: PlatformContext): Commerce {
  const existing = services.get(ctx);
  if (existing) return existing;
  const rules = loadCommerceRules(ctx.config.fixturesDir);
  const catalogue = catalogueFor(ctx);
  const mail = mailServiceFor(app, ctx);
  const psp = createPspClient({ url: ctx.config.psp.url, secretKey: ctx.config.psp.secretKey, timeoutMs: ctx.config.psp.timeoutMs });
  const methods = new PaymentMethods(
    ctx.db,
    createPspMethods({ url: ctx.config.psp.url, secretKey: ctx.config.psp.secretKey, timeoutMs: ctx.config.psp.timeoutMs }),
  );
  const payments = new Payments(
    ctx.db,
    psp,
    catalogue,
    rules,
    {
      succeeded(payment, order) {
        const intentId = payment.psp_intent_id;
        if (intentId && payment.payment_method_type === 'card') mail.afterAnswer(() => methods.adoptPurchaseCard(order.user_id, order.licence_id, intentId));
        mail.afterAnswer(async () => {
          const user = await ctx.db.selectFrom('users').select('email').where('id', '=', order.user_id).executeTakeFirst();
          if (!user) return;
          const cat = await catalogue.catalogue();
          const now = catalogue.now();
          const realm = ctx.realms.get(order.realm);
          const name = realm && typeof realm.settings.name === 'string' ? realm.settings.name : order.realm;
          // A gift's receipt goes to its buyer, and its code to the recipient.
          const gift = await ctx.db.selectFrom('gifts').selectAll().where('order_id', '=', order.id).executeTakeFirst();
          if (gift) {
            await mail.mailer.send(
              giftMail({
                realm: order.realm,
                service: name,
                to: gift.recipient_email,
                recipientName: gift.recipient_name,
                from: gift.buyer_email,
                message: gift.message,
                licenceName: cat.licenceById.get(order.licence_id)?.name ?? order.licence_id,
                code: gifts.code(gift.id),
                origin: gift.link_origin,
              }),
            );
          }
          await mail.mailer.send(
            receiptMail({
              realm: order.realm,
              service: name,
              to: gift ? gift.buyer_email : user.email,
              order,
              licenceName: cat.licenceById.get(order.licence_id)?.name ?? order.licence_id,
              periodStart: now,
              periodEnd: licenceExpiry(order, cat, now),
              paymentId: payment.id,
            }),
          );
        });
      },
    },
    { warn: (obj, msg) => app.log.warn(obj, msg), info: (obj, msg) => app.log.info(obj, msg) },
  );
  const gifts = new Gifts(ctx.db, catalogue, rules, payments, psp, giftCodeKey(ctx.config.jwtSecret));
  const commerce: Commerce = {
    rules,
    gifts,
    billing: new BillingRequirements(ctx.config.fixturesDir, rules),
    psp,
    payments,
    methods,
    catalogue,
    restrictions: (req) => restrictionList.parse(req.realm.settings.addressRestrictions ?? []),
  };
  services.set(ctx, commerce);
  return commerce;
}
