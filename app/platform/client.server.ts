/**
 * The transport behind `context.platform` (createPlatformApi): every call of the contract
 * goes through `request(spec, input)`.
 *
 * - Every answer is parsed with zod; a malformed answer, a timeout or a network
 *   failure is an error value (`{ ok: false, error }`), never a thrown exception.
 * - Every call carries `Realm`, `Accept-Language` and, for viewer calls, a bearer:
 *   the signed-in viewer's token (refreshed transparently: 401 → refresh → retry
 *   once) or a guest token obtained on demand and cached per realm in memory.
 */
import { z } from 'zod';
import type { CallAnswer, CallInput, PlatformApi, PlatformError, Result } from '../../contract/client';
import type { CallSpec } from '../../contract/define';
import { contract } from '../../contract/index';
import { lenient } from './lenient.server';
import { errorBodySchema } from './schemas.server';

export type { PlatformError, PlatformErrorKind, Result } from '../../contract/client';

/** True when the platform could not be reached or answered garbage (the "platform down" family). */
export function isOutage(error: PlatformError): boolean {
  return error.kind !== 'http' || error.status >= 500;
}

/** Where the viewer's bearer comes from; the session-backed one lives in context.server.ts. */
export interface TokenSource {
  /** The viewer's current token, or null to call as a guest. */
  bearer(): Promise<string | null>;
  /** Called once after a 401 with the viewer's token: a fresh token, or null (then the call is retried as a guest). */
  refreshAfterUnauthorized(): Promise<string | null>;
}

export const anonymousTokens: TokenSource = {
  bearer: async () => null,
  refreshAfterUnauthorized: async () => null,
};

export interface PlatformClientOptions {
  baseUrl: string;
  realm: string;
  locale?: string;
  timeoutMs: number;
  tokens?: TokenSource;
  /** Forwarded as X-Country when the viewer's country is known (CDN header). */
  country?: string | null;
  /** The viewer's address, forwarded so the platform's per-address limits see the viewer, not the web. */
  clientAddress?: string | null;
}

type Auth = 'none' | 'viewer';

/** The header the platform reads the viewer's address from when the caller is a trusted proxy (the web). */
export const CLIENT_ADDRESS_HEADER = 'X-Client-Address';

interface CallOptions {
  method?: CallSpec['method'];
  query?: Record<string, string | number | null | undefined>;
  body?: unknown;
  auth?: Auth;
  /** Extra request headers (e.g. X-Web-Origin for links in mails). */
  headers?: Record<string, string>;
}

// Guest tokens are shared by every anonymous request of a realm (they carry no identity),
// so guest pages need no cookie and stay cacheable.
const guestTokens = new Map<string, { token: string; expiresAt: number }>();
const guestTokenRequests = new Map<string, Promise<string | null>>();

function jwtExpiry(token: string): number {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof claims.exp === 'number' ? claims.exp * 1000 : Date.now() + 5 * 60_000;
  } catch {
    return Date.now() + 60_000;
  }
}

export function createPlatformClient(options: PlatformClientOptions) {
  const tokens = options.tokens ?? anonymousTokens;

  async function rawCall(path: string, call: CallOptions, bearer: string | null): Promise<Result<{ status: number; body: unknown }>> {
    const url = new URL(options.baseUrl + path);
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { Realm: options.realm, Accept: 'application/json' };
    if (options.locale) headers['Accept-Language'] = options.locale;
    if (options.country) headers['X-Country'] = options.country;
    if (options.clientAddress) headers[CLIENT_ADDRESS_HEADER] = options.clientAddress;
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    if (call.headers) Object.assign(headers, call.headers);
    let response: Response;
    try {
      response = await fetch(url, {
        method: call.method ?? 'GET',
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return {
        ok: false,
        error: timedOut
          ? { kind: 'timeout', status: 0, code: 'PLATFORM_TIMEOUT', messages: [`No answer from the platform within ${options.timeoutMs} ms.`] }
          : { kind: 'network', status: 0, code: 'PLATFORM_UNREACHABLE', messages: ['The platform could not be reached.'] },
      };
    }
    let body: unknown = null;
    if (response.status !== 204) {
      try {
        const text = await response.text();
        body = text ? JSON.parse(text) : null;
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        if (timedOut)
          return { ok: false, error: { kind: 'timeout', status: 0, code: 'PLATFORM_TIMEOUT', messages: ['The platform answer did not finish in time.'] } };
        return {
          ok: false,
          error: { kind: 'malformed', status: response.status, code: 'MALFORMED_ANSWER', messages: ['The platform answered something that is not JSON.'] },
        };
      }
    }
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(body);
      return {
        ok: false,
        error: {
          kind: 'http',
          status: response.status,
          code: parsed.success ? parsed.data.code : `HTTP_${response.status}`,
          messages: parsed.success ? parsed.data.messages : [],
        },
      };
    }
    return { ok: true, data: { status: response.status, body } };
  }

  async function guestToken(): Promise<string | null> {
    const key = `${options.baseUrl}|${options.realm}`;
    const cached = guestTokens.get(key);
    if (cached && cached.expiresAt - 30_000 > Date.now()) return cached.token;
    let pending = guestTokenRequests.get(key);
    if (!pending) {
      pending = (async () => {
        const { path, method, answer: guestTokenAnswer } = contract.auth.guestToken;
        const answer = await rawCall(path, { method }, null);
        if (!answer.ok) return null;
        const parsed = guestTokenAnswer.safeParse(answer.data.body);
        if (!parsed.success) return null;
        guestTokens.set(key, { token: parsed.data.authorisationToken, expiresAt: jwtExpiry(parsed.data.authorisationToken) });
        return parsed.data.authorisationToken;
      })().finally(() => guestTokenRequests.delete(key));
      guestTokenRequests.set(key, pending);
    }
    return pending;
  }

  async function call<S extends z.ZodType>(schema: S, path: string, callOptions: CallOptions = {}): Promise<Result<z.output<S>>> {
    const auth = callOptions.auth ?? 'viewer';
    let viewerToken = auth === 'viewer' ? await tokens.bearer() : null;
    let bearer = auth === 'viewer' ? (viewerToken ?? (await guestToken())) : null;
    let answer = await rawCall(path, callOptions, bearer);

    if (!answer.ok && answer.error.status === 401 && auth === 'viewer') {
      if (viewerToken) {
        viewerToken = await tokens.refreshAfterUnauthorized();
        bearer = viewerToken ?? (await guestToken());
      } else {
        // The cached guest token may have been revoked or signed with a rotated key.
        guestTokens.delete(`${options.baseUrl}|${options.realm}`);
        bearer = await guestToken();
      }
      answer = await rawCall(path, callOptions, bearer);
    }
    if (!answer.ok) return answer;
    const parsed = schema.safeParse(answer.data.body);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      return {
        ok: false,
        error: {
          kind: 'malformed',
          status: answer.data.status,
          code: 'MALFORMED_ANSWER',
          messages: [`Unexpected answer from ${path}: ${first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'invalid'}`],
        },
      };
    }
    return { ok: true, data: parsed.data };
  }

  const seg = encodeURIComponent;

  /**
   * A call whose answer is a file or an event stream: its body as it arrives. The timeout
   * covers the wait for the answer's headers only; the body lasts until the caller's signal
   * ends it. Files and public streams are the same for every viewer and go without a bearer;
   * a call that names `auth: 'viewer'` (a watch-together room) carries the signed-in
   * viewer's, refreshed once after a 401.
   */
  async function streamed(
    path: string,
    call: CallOptions,
    accept: readonly string[],
    signal?: AbortSignal,
    bearer: string | null = null,
  ): Promise<Result<ReadableStream<Uint8Array>>> {
    const url = new URL(options.baseUrl + path);
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    }
    const abort = new AbortController();
    const onAbort = () => abort.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => abort.abort(new DOMException('timeout', 'TimeoutError')), options.timeoutMs);
    try {
      const headers: Record<string, string> = { Realm: options.realm, Accept: accept.join(', ') };
      if (bearer) headers.Authorization = `Bearer ${bearer}`;
      const response = await fetch(url, { method: call.method ?? 'GET', headers, signal: abort.signal });
      if (!response.ok || !response.body) {
        const parsed = errorBodySchema.safeParse(await response.json().catch(() => null));
        return {
          ok: false,
          error: {
            kind: 'http',
            status: response.status,
            code: parsed.success ? parsed.data.code : `HTTP_${response.status}`,
            messages: parsed.success ? parsed.data.messages : [],
          },
        };
      }
      return { ok: true, data: response.body };
    } catch (error) {
      const timedOut = abort.signal.reason instanceof DOMException && abort.signal.reason.name === 'TimeoutError';
      return {
        ok: false,
        error: timedOut
          ? { kind: 'timeout', status: 0, code: 'PLATFORM_TIMEOUT', messages: [`No answer from the platform within ${options.timeoutMs} ms.`] }
          : {
              kind: 'network',
              status: 0,
              code: 'PLATFORM_UNREACHABLE',
              messages: [error instanceof Error && signal?.aborted ? 'The call was ended.' : 'The platform could not be reached.'],
            },
      };
    } finally {
      clearTimeout(timer);
    }
  }

  async function streamedCall(spec: CallSpec, path: string, query: CallOptions['query'], signal?: AbortSignal): Promise<Result<ReadableStream<Uint8Array>>> {
    const produces = spec.produces ?? [];
    if (spec.auth !== 'viewer') return streamed(path, { method: spec.method, query }, produces, signal);
    const bearer = await tokens.bearer();
    const answer = await streamed(path, { method: spec.method, query }, produces, signal, bearer);
    if (answer.ok || answer.error.status !== 401 || !bearer) return answer;
    return streamed(path, { method: spec.method, query }, produces, signal, await tokens.refreshAfterUnauthorized());
  }

  /** A contract call: path from params, query as text, the answer read with the contract's schema, lenient on array items (or streamed, for files and event streams). */
  function request<S extends CallSpec>(spec: S, input: CallInput<S> = {} as CallInput<S>): Promise<Result<CallAnswer<S>>> {
    const params = (input.params ?? {}) as Record<string, unknown>;
    const path = spec.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => seg(String(params[name] ?? '')));
    const query = Object.fromEntries(
      Object.entries((input.query ?? {}) as Record<string, unknown>).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.join(',') : (value as string | number | null | undefined),
      ]),
    );
    // Files and event streams answer their body; everything else is read with spec.answer: either way CallAnswer<S>.
    if (spec.produces) return streamedCall(spec, path, query, input.signal) as Promise<Result<CallAnswer<S>>>;
    return call(spec.answer ? lenient(spec.answer) : z.null(), path, {
      method: spec.method,
      query,
      body: input.body,
      auth: spec.auth ?? 'viewer',
      headers: input.headers,
    }) as Promise<Result<CallAnswer<S>>>;
  }

  return {
    realm: options.realm,
    locale: options.locale,
    /** A contract call; `context.platform` (createPlatformApi) is the way loaders reach it. */
    request,
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;

/** `context.platform`: one function per contract call, bound to this viewer's client. */
const AREAS = Object.entries(contract);

export function createPlatformApi(client: PlatformClient): PlatformApi {
  // Built by walking the contract, so its shape is PlatformApi by construction. A request uses a
  // few of its areas: each area's calls are bound to the client when first read, not up front.
  const api: Record<string, unknown> = {};
  for (const [area, calls] of AREAS) {
    Object.defineProperty(api, area, {
      enumerable: true,
      configurable: true,
      get() {
        const bound = Object.fromEntries(Object.entries(calls).map(([name, spec]) => [name, (input?: CallInput<CallSpec>) => client.request(spec, input)]));
        Object.defineProperty(api, area, { value: bound, enumerable: true, configurable: true, writable: true });
        return bound;
      },
      set(value: unknown) {
        Object.defineProperty(api, area, { value, enumerable: true, configurable: true, writable: true });
      },
    });
  }
  return api as unknown as PlatformApi;
}

/** For tests: forget cached guest tokens. */
export function resetGuestTokens() {
  guestTokens.clear();
  guestTokenRequests.clear();
}
