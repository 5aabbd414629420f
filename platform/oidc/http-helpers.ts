/**
 * Small HTTP helpers shared by the demo OpenID provider and the simulated pay-TV provider:
 * a form-body parser scoped to their routes (OAuth token requests and sign-in pages post
 * `application/x-www-form-urlencoded`), cookie reading and writing, and HTML escaping.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';

export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    try {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    } catch {
      done(new HttpError(400, 'INVALID_FORM', ['The form body could not be read.']), undefined);
    }
  });
}

export function readCookie(req: FastifyRequest, name: string): string | null {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function setCookie(reply: FastifyReply, name: string, value: string, options: { path: string; maxAgeSeconds: number; secure: boolean }) {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, `Max-Age=${options.maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function sha256Base64Url(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** Constant-time string comparison (secrets, PKCE challenges). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A small self-contained HTML page (the providers' own pages: no web app styles, no scripts). */
export function htmlPage(title: string, body: string, accent = '#2f5be0'): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f8;color:#1c2033}
main{max-width:420px;margin:40px auto;padding:28px 24px;background:#fff;border-radius:10px;box-shadow:0 2px 16px rgba(20,30,60,.12)}
h1{font-size:22px;margin:0 0 6px}.brand{font-weight:700;color:${accent};letter-spacing:.04em;text-transform:uppercase;font-size:13px}
p{margin:8px 0}label{display:block;margin:14px 0 4px;font-weight:600}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #c5cadb;border-radius:6px}
button{margin-top:18px;width:100%;padding:12px;font:inherit;font-weight:700;border:0;border-radius:6px;background:${accent};color:#fff;cursor:pointer}
.error{color:#b00020;font-weight:600}.hint{font-size:14px;color:#5a6075}.hint code{background:#eef0f6;padding:1px 4px;border-radius:3px;white-space:nowrap}
ul{padding-left:20px;margin:6px 0}.choices{display:grid;gap:10px;margin-top:14px}.choices button{margin:0}
@media (max-width:460px){main{margin:0;border-radius:0;min-height:100vh}}
</style></head><body><main>${body}</main></body></html>`;
}
