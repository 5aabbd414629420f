/**
 * The provider's browser pages: the hosted card fields (framed by an allowed web origin), the
 * 3-D Secure challenge and the bank page (top-level, forms that post), and their static
 * script and style sheet.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actionPageOf, returnLocation, type Intents } from '../intents.js';
import { allowedParentOrigin, type ParentPattern } from '../parents.js';
import { hostedCardCsp, hostedCardPage } from '../pages/hosted-card.js';
import { actionPage, messagePage, pageToken, validPageToken, type ActionPage } from '../pages/redirect-pages.js';
import type { PspStore } from '../store.js';

export interface PageDeps {
  store: PspStore;
  intents: Intents;
  /** Keys the page tokens (never leaves the provider). */
  secretKey: string;
  allowedParents: readonly ParentPattern[];
}

const STATIC_FILES: Record<string, { file: string; type: string }> = {
  '/hosted/card-fields.js': { file: 'hosted/card-fields.js', type: 'text/javascript; charset=utf-8' },
  '/hosted/card-rules.js': { file: 'hosted/card-rules.js', type: 'text/javascript; charset=utf-8' },
  '/assets/psp.css': { file: 'hosted/psp.css', type: 'text/css; charset=utf-8' },
};

const TOP_LEVEL_PAGE_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'";

function sendPage(reply: FastifyReply, status: number, html: string, csp: string = `${TOP_LEVEL_PAGE_CSP}; form-action 'none'`) {
  return reply.code(status).header('content-security-policy', csp).type('text/html; charset=utf-8').send(html);
}

/** A browser's own form post: same origin, or a navigation it started itself. */
function sameOriginPost(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

export async function pageRoutes(app: FastifyInstance, deps: PageDeps) {
  const { store, intents } = deps;
  const files = Object.fromEntries(
    Object.entries(STATIC_FILES).map(([path, { file, type }]) => [path, { body: readFileSync(new URL(`./../${file}`, import.meta.url)), type }]),
  );
  for (const [path, { body, type }] of Object.entries(files)) {
    app.get(path, async (_req, reply) => reply.header('cache-control', 'no-cache').type(type).send(body));
  }

  app.get<{ Querystring: { parent?: string; lang?: string } }>('/hosted/card', async (req, reply) => {
    const parent = allowedParentOrigin(req.query.parent, deps.allowedParents);
    if (!parent) {
      return sendPage(reply, 400, messagePage('Card fields unavailable', 'These card fields can only be shown inside a site this provider knows.'));
    }
    return sendPage(reply, 200, hostedCardPage(parent, typeof req.query.lang === 'string' ? req.query.lang : undefined), hostedCardCsp(parent));
  });

  for (const kind of ['challenge', 'bank', 'wallet'] as const satisfies readonly ActionPage[]) {
    const intentFor = (id: string) => {
      const intent = store.intents.get(id);
      // Each intent has its one page: a card intent no bank or wallet page, and so on.
      if (!intent || actionPageOf(intent.paymentMethodType) !== kind) return null;
      return intent;
    };
    /** The form posts here, and the answer redirects to the return origin: CSP form-action covers both. */
    const formAction = (returnUrl: string) => `${TOP_LEVEL_PAGE_CSP}; form-action 'self' ${new URL(returnUrl).origin}`;

    app.get<{ Params: { id: string } }>(`/${kind}/:id`, async (req, reply) => {
      const intent = intentFor(req.params.id);
      if (!intent) return sendPage(reply, 404, messagePage('Payment not found', 'There is no payment waiting for you here.'));
      // Once final, the page only sends the browser back (a reload, the back button).
      if (intent.status !== 'requires_action') return reply.code(303).header('location', returnLocation(intent)).send();
      return sendPage(reply, 200, actionPage(kind, intent, pageToken(deps.secretKey, kind, intent.id)), formAction(intent.returnUrl));
    });

    app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(`/${kind}/:id`, async (req, reply) => {
      const intent = intentFor(req.params.id);
      if (!intent) return sendPage(reply, 404, messagePage('Payment not found', 'There is no payment waiting for you here.'));
      const body = req.body && typeof req.body === 'object' ? req.body : {};
      if (!sameOriginPost(req) || !validPageToken(deps.secretKey, kind, intent.id, body.token)) {
        return sendPage(reply, 403, messagePage('Not accepted', 'Answer this payment from its own page.'));
      }
      if (body.decision !== 'approve' && body.decision !== 'refuse') {
        return sendPage(reply, 400, messagePage('Choose an answer', 'Approve or refuse the payment.'));
      }
      intents.decide(intent, kind, body.decision === 'approve');
      return reply.code(303).header('location', returnLocation(intent)).send();
    });
  }
}
