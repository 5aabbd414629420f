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
    let responded = false;
    const req = http.request(url, { method: options.method ?? 'GET', headers, timeout: options.timeoutMs ?? 30_000 }, (res) => {
      responded = true;
      // The answer came: whatever of the body is left is not sent.
      if (options.body instanceof Readable) options.body.unpipe(req);
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${options.method ?? 'GET'} ${url} timed out`)));
    // A server that answers before reading the whole body closes the socket while we still write:
    // its answer may be parsed a moment later, so a broken pipe is an error only if none comes.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (responded) return;
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') setTimeout(() => (responded ? undefined : reject(error)), 3_000);
      else reject(error);
    });
    if (options.body instanceof Readable) options.body.pipe(req);
    else req.end(options.body);
  });
}

/**
 * A body of `bytes` bytes, produced as it is sent (never held in memory). After the first
 * chunk it waits a moment, as a browser waits on a slow upload: a server that refuses the body
 * at once has answered by then, and the rest is never sent.
 */
export function zeros(bytes: number, pauseMs = 500): Readable {
  let left = bytes;
  let first = true;
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const n = Math.min(left, chunk.length);
      left -= n;
      const piece = n === chunk.length ? chunk : chunk.subarray(0, n);
      if (first) {
        first = false;
        this.push(piece);
        return;
      }
      if (pauseMs > 0) {
        const wait = pauseMs;
        pauseMs = 0;
        setTimeout(() => this.push(piece), wait);
        return;
      }
      this.push(piece);
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
