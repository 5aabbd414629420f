/**
 * The account mails (plain text + a small HTML part). English only for now: the realm
 * name is the only realm-specific text (a localised template set is future work).
 */
import type { MailKind, OutgoingMail } from './mailer.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Template {
  subject: (service: string) => string;
  intro: string;
  action: string;
  outro: string;
}

const TEMPLATES: Record<MailKind, Template> = {
  'reset-password': {
    subject: (s) => `Reset your ${s} password`,
    intro: 'Someone asked to reset the password of this account. Open this link to choose a new password:',
    action: 'Choose a new password',
    outro: 'The link works once and expires in 30 minutes. If you did not ask for it, ignore this mail: your password stays the same.',
  },
  'magic-link': {
    subject: (s) => `Your ${s} sign-in link`,
    intro: 'Open this link to sign in:',
    action: 'Sign in',
    outro: 'The link works once and expires in 15 minutes. If you did not ask for it, ignore this mail.',
  },
  'email-confirmation': {
    subject: (s) => `Confirm your ${s} email address`,
    intro: 'Welcome! Open this link to confirm your email address:',
    action: 'Confirm my email',
    outro: 'The link works once and expires in 24 hours.',
  },
  // Sign-up answers alike for known and unknown emails; the owner of a known one learns of the attempt here.
  'signup-attempt': {
    subject: (s) => `Someone tried to create a ${s} account with your email`,
    intro:
      'Someone tried to sign up with this email address, which already has an account. If it was you, sign in instead (or reset your password from the sign-in page):',
    action: 'Sign in',
    outro: 'If it was not you, ignore this mail: nothing has changed on your account.',
  },
  'parental-pin-reset': {
    subject: (s) => `Reset your ${s} parental control PIN`,
    intro: 'Someone asked to reset the parental control PIN of this account. Open this link to choose a new PIN:',
    action: 'Choose a new PIN',
    outro: 'The link works once and expires in 30 minutes. If you did not ask for it, ignore this mail: your PIN stays the same.',
  },
};

export function accountMail(kind: MailKind, options: { realm: string; service: string; to: string; link: string }): OutgoingMail {
  const t = TEMPLATES[kind];
  const subject = t.subject(options.service);
  const text = `${t.intro}\n\n${options.link}\n\n${t.outro}\n\n${options.service}\n`;
  const html =
    `<p>${escapeHtml(t.intro)}</p>` +
    `<p><a href="${escapeHtml(options.link)}">${escapeHtml(t.action)}</a></p>` +
    `<p>${escapeHtml(t.outro)}</p><p>${escapeHtml(options.service)}</p>`;
  return { realm: options.realm, kind, to: options.to, subject, text, html };
}
