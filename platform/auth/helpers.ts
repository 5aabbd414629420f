/**
 * Auth helpers for route plugins:
 *   const user = await ctx.auth.requireUser(req);          // 401 without a signed-in viewer
 *   const editor = await ctx.auth.requireRole(req, 'editor'); // 403 for another role
 *   const viewer = await ctx.auth.optionalViewer(req);     // null, a guest, or a user
 * A token of another realm than the call's Realm header is refused.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorised } from '../errors.js';
import type { Role, TokenService, TokenRole } from './tokens.js';

export interface Viewer {
  /** User id, or `guest:<uuid>` for guests. */
  id: string;
  realm: string;
  role: TokenRole;
  locale: string | null;
  isGuest: boolean;
  /** The session (refresh family) a signed-in token belongs to. */
  sessionId?: string;
}

export interface SignedInViewer extends Viewer {
  role: Role;
  isGuest: false;
}

export interface AuthHelpers {
  tokens: TokenService;
  requireUser(req: FastifyRequest): Promise<SignedInViewer>;
  requireRole(req: FastifyRequest, role: Role | Role[]): Promise<SignedInViewer>;
  optionalViewer(req: FastifyRequest): Promise<Viewer | null>;
}

const viewerCache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

export function bearerOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorised('INVALID_TOKEN', 'The Authorization header must be "Bearer <token>".');
  return match[1];
}

export function createAuthHelpers(tokens: TokenService): AuthHelpers {
  async function resolveViewer(req: FastifyRequest): Promise<Viewer | null> {
    const token = bearerOf(req);
    if (!token) return null;
    const claims = await tokens.verifyAccess(token);
    const realm = req.realm?.id;
    if (realm && claims.realm !== realm) throw unauthorised('INVALID_TOKEN', 'The authorisation token belongs to another realm.');
    return { id: claims.sub, realm: claims.realm, role: claims.rol, locale: claims.loc, isGuest: claims.isGuest, sessionId: claims.sid };
  }

  /** A present but bad or expired token is 401 even where sign-in is optional, so clients refresh. */
  function optionalViewer(req: FastifyRequest): Promise<Viewer | null> {
    let cached = viewerCache.get(req);
    if (!cached) {
      cached = resolveViewer(req);
      viewerCache.set(req, cached);
    }
    return cached;
  }

  async function requireUser(req: FastifyRequest): Promise<SignedInViewer> {
    const viewer = await optionalViewer(req);
    if (!viewer) throw unauthorised('UNAUTHORISED', 'Sign in to continue.');
    if (viewer.isGuest) throw unauthorised('UNAUTHORISED', 'Guests must sign in to continue.');
    return viewer as SignedInViewer;
  }

  async function requireRole(req: FastifyRequest, role: Role | Role[]): Promise<SignedInViewer> {
    const user = await requireUser(req);
    const allowed = Array.isArray(role) ? role : [role];
    if (!allowed.includes(user.role)) throw forbidden('FORBIDDEN', `This needs the ${allowed.join(' or ')} role.`);
    return user;
  }

  return { tokens, requireUser, requireRole, optionalViewer };
}
