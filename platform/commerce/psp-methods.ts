/**
 * The provider's stored payment methods as the platform reads them (server to server, secret
 * key): `GET /v1/payment-methods/{id}` for what a `pm_…` id stands for (brand, last four,
 * expiry; never a number), and the payment method an intent was charged with.
 */
import { z } from 'zod';
import { PspRefused, PspUnavailable } from './psp-client.js';

const method = z.object({ id: z.string(), type: z.string(), brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() });
export type PspPaymentMethod = z.output<typeof method>;

export interface PspMethods {
  /** null: the provider has no such payment method. */
  paymentMethod(id: string): Promise<PspPaymentMethod | null>;
  /** The payment method an intent used (null for bank payments). */
  intentPaymentMethod(intentId: string): Promise<string | null>;
}

export function createPspMethods(options: { url: string; secretKey: string; timeoutMs: number }): PspMethods {
  async function get(path: string): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${options.url}${path}`, {
        headers: { authorization: `Bearer ${options.secretKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error)?.name;
      throw new PspUnavailable(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable', String((error as Error)?.message ?? error));
    }
    if (res.status >= 500) throw new PspUnavailable('unreachable', `status ${res.status}`);
    return { status: res.status, body: await res.json().catch(() => null) };
  }
  return {
    async paymentMethod(id) {
      if (!/^pm_[A-Za-z0-9]{1,64}$/.test(id)) return null;
      const { status, body } = await get(`/v1/payment-methods/${encodeURIComponent(id)}`);
      if (status === 404) return null;
      const parsed = method.safeParse(body);
      if (status !== 200 || !parsed.success) throw new PspRefused(status, 'psp_refused', `payment method answer ${status}`);
      return parsed.data;
    },
    async intentPaymentMethod(intentId) {
      const { status, body } = await get(`/v1/payment-intents/${encodeURIComponent(intentId)}`);
      if (status !== 200) return null;
      const parsed = z.object({ paymentMethod: z.string().optional() }).safeParse(body);
      return parsed.success ? (parsed.data.paymentMethod ?? null) : null;
    },
  };
}
