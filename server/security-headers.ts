/**
 * Headers every answer carries (documents add their CSP in app/entry.server.tsx):
 * no MIME sniffing, no full referrer to other sites, no powerful features nobody uses,
 * a browsing context group of our own, and HSTS in production.
 */
import type { NextFunction, Request, Response } from 'express';

export function securityHeaders(production: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    if (production) res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
