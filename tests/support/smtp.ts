/**
 * A real SMTP server on loopback for tests: the platform (or anything else) sends mail to
 * it over SMTP, and a test awaits the next mail to an address and pulls a link out of it.
 *
 *   const smtp = await startSmtpServer();               // port chosen by the OS
 *   // start the platform with SMTP_URL = smtp.url      (e2e: startStack(ports, { smtpUrl: smtp.url }))
 *   const mail = await smtp.nextMail('viewer@example.com');
 *   const link = smtp.linkIn(mail, /\/login\/magic-link\?token=/);
 *   await smtp.close();
 *
 * No authentication, no TLS (loopback only). Every message is parsed with mailparser, so
 * quoted-printable or base64 bodies read as plain text/HTML.
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Header name (lower-case) → value as text. */
  headers: Record<string, string>;
  receivedAt: number;
}

export interface SmtpTestServer {
  port: number;
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL should be. */
  url: string;
  /** Every mail received so far, oldest first. */
  mails: ReceivedMail[];
  /**
   * Resolves with the first mail to `address` received after this call, or an unclaimed one
   * already received (mails are consumed once, so two awaits get two mails).
   * Rejects after `timeoutMs` with the list of addresses that did receive mail.
   */
  nextMail(address: string, options?: { timeoutMs?: number; subject?: RegExp }): Promise<ReceivedMail>;
  /** The first http(s) link in the mail (text, then HTML) matching `pattern`; throws when none. */
  linkIn(mail: ReceivedMail, pattern?: RegExp): string;
  close(): Promise<void>;
}

interface Waiter {
  address: string;
  subject?: RegExp;
  resolve: (mail: ReceivedMail) => void;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  if (!value) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase())).filter(Boolean);
}

export async function startSmtpServer(options: { port?: number; host?: string } = {}): Promise<SmtpTestServer> {
  const host = options.host ?? '127.0.0.1';
  const mails: ReceivedMail[] = [];
  const claimed = new WeakSet<ReceivedMail>();
  const waiters: Waiter[] = [];

  const matches = (mail: ReceivedMail, address: string, subject?: RegExp) => mail.to.includes(address) && (!subject || subject.test(mail.subject));

  function deliver(mail: ReceivedMail) {
    mails.push(mail);
    const index = waiters.findIndex((w) => matches(mail, w.address, w.subject));
    if (index >= 0) {
      const [waiter] = waiters.splice(index, 1);
      claimed.add(mail);
      waiter.resolve(mail);
    }
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const [name, value] of parsed.headers) headers[name] = typeof value === 'string' ? value : JSON.stringify(value);
          deliver({
            to: envelopeTo.length ? envelopeTo : addresses(parsed.to),
            from: envelopeFrom || addresses(parsed.from)[0] || '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
            receivedAt: Date.now(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  return {
    port,
    url: `smtp://${host}:${port}`,
    mails,
    nextMail(address, { timeoutMs = 15_000, subject } = {}) {
      const wanted = address.toLowerCase();
      const ready = mails.find((m) => !claimed.has(m) && matches(m, wanted, subject));
      if (ready) {
        claimed.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter: Waiter = {
          address: wanted,
          subject,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          const seen = [...new Set(mails.flatMap((m) => m.to))].join(', ') || 'nobody';
          reject(new Error(`No mail to ${wanted} within ${timeoutMs} ms (mail went to: ${seen})`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    linkIn(mail, pattern) {
      const candidates = [...(mail.text.match(LINK) ?? []), ...(mail.html.match(LINK) ?? [])].map((l) => l.replace(/&amp;/g, '&'));
      const link = candidates.find((l) => !pattern || pattern.test(l));
      if (!link) throw new Error(`No link${pattern ? ` matching ${pattern}` : ''} in the mail "${mail.subject}":\n${mail.text}`);
      return link;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
