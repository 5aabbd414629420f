/**
 * One mailer per platform instance, shared by the route plugins that send mail
 * (accounts' sign-up confirmation, the reset and magic-link routes):
 *
 *   const mail = mailServiceFor(app, ctx);
 *   await mail.sendAccountMail(req, 'magic-link', { to: email, path: '/login/magic-link', query: { token } });
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.js';
import { createMailer, type MailKind, type Mailer } from './mailer.js';
import { mailLink, mailLinkOrigin } from './links.js';
import { accountMail } from './messages.js';

export interface MailService {
  mailer: Mailer;
  sendAccountMail(req: FastifyRequest, kind: MailKind, options: AccountMailOptions): Promise<boolean>;
  /**
   * Sends without making the caller wait: flows that must answer alike for known and unknown
   * accounts (reset, magic link) would otherwise reveal the account by the SMTP round trip.
   * Pending sends finish before the platform closes.
   */
  sendInBackground(req: FastifyRequest, kind: MailKind, options: AccountMailOptions): void;
  /**
   * Runs `work` (look the account up, issue a token, send) after the caller has answered, so
   * the answer's timing cannot tell a known account from an unknown one. Failures are logged.
   */
  afterAnswer(work: () => Promise<unknown>): void;
}

interface AccountMailOptions {
  to: string;
  path: string;
  query: Record<string, string>;
}

const services = new WeakMap<PlatformContext, MailService>();

export function mailServiceFor(app: FastifyInstance, ctx: PlatformContext): MailService {
  let service = services.get(ctx);
  if (service) return service;
  const mailer = createMailer({
    smtpUrl: ctx.config.smtpUrl,
    from: ctx.config.mailFrom,
    db: ctx.db,
    log: { info: (m) => app.log.info(m), error: (m) => app.log.error(m) },
  });
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
    mailer.close();
  });
  const sendAccountMail = (req: FastifyRequest, kind: MailKind, { to, path, query }: AccountMailOptions) => {
    const origin = mailLinkOrigin(req, ctx.config.webPublicUrl);
    const name = typeof req.realm.settings.name === 'string' ? req.realm.settings.name : req.realm.id;
    return mailer.send(accountMail(kind, { realm: req.realm.id, service: name, to, link: mailLink(origin, path, query) }));
  };
  service = {
    mailer,
    sendAccountMail,
    sendInBackground(req, kind, options) {
      // mailer.send never rejects (failures are logged and return false).
      track(sendAccountMail(req, kind, options));
    },
    afterAnswer(work) {
      // setImmediate: the answer is on its way before the work touches the database.
      track(
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(work)
          .catch((error: unknown) => app.log.error({ err: error }, 'background account work failed')),
      );
    },
  };
  services.set(ctx, service);
  return service;
}
