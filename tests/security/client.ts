/**
 * The probe's HTTP client: node:http, so every header is sent exactly as written (Host,
 * Origin, Content-Length, X-Forwarded-For) and bodies can be streamed without being built.
 */
import http from 'node:http';
import { Readable } from 'node:stream';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json(): any;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string | number | undefined>;
  body?: string | Buffer | Readable;
  timeoutMs?: number;
}

export function send(url: string, options: SendOptions = {}): Promise<Answer> {
  const headers = Object.fromEntries(Object.entries(options.headers ?? {}).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
  if (typeof options.body === 'string' || Buffer.isBuffer(options.body)) headers['content-length'] ??= Buffer.byteLength(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers, timeout: options.timeoutMs ?? 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${options.method ?? 'GET'} ${url} timed out`)));
    // A server that answers before reading the whole body closes the socket: the answer already arrived.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    if (options.body instanceof Readable) options.body.pipe(req);
    else req.end(options.body);
  });
}

/** A body of `bytes` zeros, produced as it is sent (never held in memory). */
export function zeros(bytes: number): Readable {
  let left = bytes;
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const n = Math.min(left, chunk.length);
      left -= n;
      this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    },
  });
}

export function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** Cookie pairs (`name=value`) from an answer's Set-Cookie headers. */
export function cookiesOf(answer: Answer): string {
  return (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}
