/**
 * The platform's mailer: SMTP through nodemailer when SMTP_URL is set, otherwise the
 * `mail_outbox` table (development: read it with GET /dev/outbox, see docs/platform-contract.md).
 *
 * A send failure is logged and reported to the caller as `false`, never thrown: account
 * flows answer the same whether or not a mail could go out (no account discovery).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/types.js';
import './tables.js';

export type MailKind = 'reset-password' | 'magic-link' | 'email-confirmation' | 'signup-attempt' | 'parental-pin-reset';

export interface OutgoingMail {
  realm: string;
  /** Account mails, purchase receipts (platform/commerce/receipt.ts), failed renewals and gift codes (platform/commerce/gift-mail.ts). */
  kind: MailKind | 'receipt' | 'renewal-failed' | 'gift';
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' or 'outbox': where mail goes. */
  readonly transport: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<boolean>;
  close(): void;
}

interface MailLog {
  info(message: string): void;
  error(message: string): void;
}

export function createMailer(options: { smtpUrl?: string; from: string; db: Kysely<Database>; log: MailLog }): Mailer {
  const { db, log } = options;
  if (options.smtpUrl) {
    const transporter: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(mail) {
        try {
          await transporter.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
          return true;
        } catch (error) {
          log.error(`mail: ${mail.kind} to ${mail.to} not sent: ${error instanceof Error ? error.message : String(error)}`);
          return false;
        }
      },
      close: () => transporter.close(),
    };
  }
  return {
    transport: 'outbox',
    async send(mail) {
      try {
        await db
          .insertInto('mail_outbox')
          .values({
            id: randomUUID(),
            realm: mail.realm,
            kind: mail.kind,
            to_address: mail.to.toLowerCase(),
            subject: mail.subject,
            text_body: mail.text,
            html_body: mail.html,
          })
          .execute();
        log.info(`mail: ${mail.kind} to ${mail.to} kept in the outbox (no SMTP_URL); read it at GET /dev/outbox?to=${mail.to}`);
        return true;
      } catch (error) {
        log.error(`mail: ${mail.kind} to ${mail.to} not stored: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
    },
    close: () => {},
  };
}
