/**
 * The web's front door: every request passes here before Remix sees it.
 *
 * - State changes need the site's own origin: every method but GET/HEAD/OPTIONS must carry
 *   an `Origin` equal to the origin the request was addressed to (scheme + host + port), or,
 *   without a usable `Origin`, `Sec-Fetch-Site: same-origin`. A form posted by a page whose
 *   referrer policy is `no-referrer` (the sign-in link and password screens, whose addresses
 *   carry tokens) says `Origin: null`, so for `null` the browser's `Sec-Fetch-Site` decides: an
 *   opaque origin (a sandboxed frame, a `data:` page) is never `same-origin` there. A same-site
 *   page on another origin (another realm's host, a sibling subdomain) is foreign too.
 *   Anything else: 403.
 * - Bodies are bounded before they are read: a declared length over the route's limit is
 *   413 at once; a chunked body is counted while read and refused once past the limit.
 *   Limits: forms and resource calls 64 KB, editors' drafts under /_admin 2 MB.
 * - Content types are checked by route: every form takes `application/x-www-form-urlencoded`
 *   and `multipart/form-data`; the `/_data/…` calls of the page's scripts also take JSON. Anything else is 415; a form that does not parse is 400. So an action's
 *   `request.formData()` never fails on what a client sent.
 */
import type { NextFunction, Request, Response } from 'express';

export const FORM_BODY_LIMIT = 64 * 1024;
export const ADMIN_DRAFT_LIMIT = 2 * 1024 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

type RouteKind = 'screen' | 'resource' | 'admin';

/** Resource routes (`/_data/…`, `/_lang`) answer JSON to scripts; admin routes take editors' drafts. */
export function routeKind(pathname: string): RouteKind {
  if (pathname.startsWith('/_data/') || pathname === '/_lang') return 'resource';
  if (pathname === '/_admin' || pathname.startsWith('/_admin/')) return 'admin';
  return 'screen';
}

export function bodyLimit(kind: RouteKind): number {
  return kind === 'admin' ? ADMIN_DRAFT_LIMIT : FORM_BODY_LIMIT;
}

/** Forms everywhere; JSON only where the page's scripts call the web (`/_data/…`). `/_lang` is a form. */
export function acceptedTypes(pathname: string): string[] {
  return pathname.startsWith('/_data/') ? [...FORM_TYPES, 'application/json'] : FORM_TYPES;
}

export interface DoorRefusal {
  status: 400 | 403 | 413 | 415;
  code: string;
  message: string;
}

/** The site's own origin for this request: what the browser addressed (Host), on the scheme it used. */
export function ownOrigin(protocol: string, host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

export function checkOrigin(method: string, headers: { origin?: string; 'sec-fetch-site'?: string }, own: string | null): DoorRefusal | null {
  if (SAFE_METHODS.has(method)) return null;
  const origin = headers.origin;
  const crossSite: DoorRefusal = { status: 403, code: 'CROSS_SITE_REQUEST', message: 'This request did not come from this site, so nothing was changed.' };
  if (own === null) return crossSite;
  if (origin !== undefined && origin !== 'null') return origin === own ? null : crossSite;
  return headers['sec-fetch-site'] === 'same-origin' ? null : crossSite;
}

export function checkBody(
  method: string,
  pathname: string,
  headers: { 'content-length'?: string; 'transfer-encoding'?: string; 'content-type'?: string },
): DoorRefusal | null {
  if (SAFE_METHODS.has(method)) return null;
  const kind = routeKind(pathname);
  const declared = headers['content-length'];
  // A chunked body has no declared length: its size is counted while it is read (readBody).
  if (declared === undefined) return headers['transfer-encoding'] ? checkType(pathname, headers['content-type']) : null;
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length < 0) return { status: 400, code: 'BAD_REQUEST', message: 'Content-Length is not a number.' };
  if (length > bodyLimit(kind)) {
    return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: `The body is larger than ${Math.round(bodyLimit(kind) / 1024)} KB.` };
  }
  return length === 0 ? null : checkType(pathname, headers['content-type']);
}

function checkType(pathname: string, contentType: string | undefined): DoorRefusal | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  const accepted = acceptedTypes(pathname);
  if (accepted.includes(type)) return null;
  return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: `Send ${accepted.join(' or ')}.` };
}

/** A form body that will not parse (broken multipart) is refused here, not in an action. */
export async function checkFormParses(body: Buffer, contentType: string): Promise<DoorRefusal | null> {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return null;
  try {
    await new globalThis.Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } }).formData();
    return null;
  } catch {
    return { status: 400, code: 'MALFORMED_FORM', message: 'The form could not be read.' };
  }
}

function wantsJson(req: Request): boolean {
  return routeKind(req.path) === 'resource' || '_data' in req.query || (req.get('accept') ?? '').includes('application/json');
}

export function sendRefusal(req: Request, res: Response, refusal: DoorRefusal) {
  res.status(refusal.status).set('Cache-Control', 'no-store');
  if (wantsJson(req)) {
    res.json({ code: refusal.code, messages: [refusal.message] });
    return;
  }
  res
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Request refused</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Request refused</h1><p>${refusal.message}</p><p><a href="/">Back to the site</a></p></body></html>`,
    );
}

/** Origin and body-envelope checks; reads the (bounded) body into `req.body` for the Remix handler. */
export function door() {
  return async (req: Request, res: Response, next: NextFunction) => {
    const refusal =
      checkOrigin(req.method, req.headers as never, ownOrigin(req.protocol, req.get('host'))) ?? checkBody(req.method, req.path, req.headers as never);
    if (refusal) return sendRefusal(req, res, refusal);
    if (SAFE_METHODS.has(req.method)) return next();
    // Admitted by Sec-Fetch-Site: an opaque `Origin: null` says nothing more, and Remix's own
    // origin check would take it for a foreign host.
    if (req.headers.origin === 'null') delete req.headers.origin;
    try {
      const body = await readBody(req, bodyLimit(routeKind(req.path)));
      const broken = await checkFormParses(body, req.get('content-type') ?? '');
      if (broken) return sendRefusal(req, res, broken);
      (req as Request & { rawBody?: Buffer }).rawBody = body;
      next();
    } catch {
      sendRefusal(req, res, {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: `The body is larger than ${Math.round(bodyLimit(routeKind(req.path)) / 1024)} KB.`,
      });
    }
  };
}

function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // The rest is read and dropped (never kept), so the client gets its 413 instead of a broken pipe.
        req.removeAllListeners('data');
        req.resume();
        reject(new Error('body too large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
