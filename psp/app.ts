/**
 * The reference payment provider ("PSP"): a separate process on its own origin, shaped like
 * a card processor so that the web never sees a card number. `buildPsp` returns the Fastify
 * instance (tests start it in-process, `listen({ port: 0 })` or `inject`); `main.ts` runs it.
 * See docs/decisions/0020-reference-payment-provider.md.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { installHttpBasics } from './http.js';
import { Intents } from './intents.js';
import { DEFAULT_ALLOWED_PARENTS, type ParentPattern } from './parents.js';
import { apiRoutes } from './routes/api.js';
import { pageRoutes } from './routes/pages.js';
import { PspStore } from './store.js';
import { DEFAULT_RETRY, WebhookSender, type RetryPolicy } from './webhooks.js';

export interface PspOptions {
  /** Platform → provider: `Authorization: Bearer <secretKey>`. */
  secretKey: string;
  /** HMAC key of the webhooks. */
  webhookSecret: string;
  /** Where the webhooks go (the platform's /psp/webhooks). */
  webhookUrl: string;
  /** `<dataDir>/psp/state.json`; `memory://`: this process only. */
  dataDir: string;
  /** The origin browsers use; default `http://127.0.0.1:<listening port>` (so port 0 works). */
  publicUrl?: string;
  /** Web origins allowed to frame the hosted card fields (default: loopback and *.localhost). */
  allowedParents?: readonly ParentPattern[];
  retry?: Partial<RetryPolicy>;
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted request body (default 16 KiB: nothing the provider takes is bigger). */
  bodyLimit?: number;
}

export interface PspHandle {
  store: PspStore;
  webhooks: WebhookSender;
  intents: Intents;
  publicUrl: () => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    psp: PspHandle;
  }
}

export async function buildPsp(options: PspOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 16 * 1024,
    requestIdHeader: false,
    routerOptions: { maxParamLength: 200 },
  });
  const store = new PspStore(options.dataDir);
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const webhooks = new WebhookSender(store, options.webhookUrl, options.webhookSecret, retry, {
    info: (m) => app.log.info(m),
    warn: (m) => app.log.warn(m),
  });
  const intents = new Intents(store, webhooks);
  const publicUrl = () => {
    if (options.publicUrl) return options.publicUrl.replace(/\/+$/, '');
    const address = app.server.address() as AddressInfo | null;
    return `http://127.0.0.1:${address?.port ?? 0}`;
  };
  app.decorate('psp', { store, webhooks, intents, publicUrl });

  installHttpBasics(app);
  app.get('/health', async () => ({ ok: true }));
  await app.register(async (scope) => apiRoutes(scope, { store, intents, secretKey: options.secretKey, publicUrl }));
  await app.register(async (scope) =>
    pageRoutes(scope, { store, intents, secretKey: options.secretKey, allowedParents: options.allowedParents ?? DEFAULT_ALLOWED_PARENTS }),
  );

  app.addHook('onReady', async () => webhooks.start());
  app.addHook('onClose', async () => {
    webhooks.stop();
    await store.flush();
  });
  return app;
}
