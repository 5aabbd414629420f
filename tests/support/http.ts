/**
 * A tiny GET over node:http. Unlike fetch (undici), it sends the Host header we ask for,
 * which is how a server-side check reaches a realm by name (`oasis.localhost`) while
 * connecting to loopback (Node does not resolve `*.localhost`).
 */
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function httpGet(url: string, headers: Record<string, string> = {}, timeoutMs = 30_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}
