/**
 * The viewer's address. The socket's peer is the client unless it is a proxy the operator
 * named in WEB_TRUSTED_PROXIES (comma-separated addresses or CIDR ranges); then the right-most
 * address of X-Forwarded-For that is not itself a trusted proxy is the client (everything
 * left of it was written by the client and proves nothing). The web hands it to the
 * platform as X-Client-Address. The address and CIDR rules are the platform's
 * (platform/security/client-address.ts), so both sides read addresses the same way.
 */
import { isTrusted, normaliseAddress, parseCidrList, type CidrList } from '../platform/security/client-address';

export function parseTrustedProxies(value: string | undefined): CidrList {
  try {
    return parseCidrList(value ?? '');
  } catch (error) {
    throw new Error(`WEB_TRUSTED_PROXIES: ${(error as Error).message}`);
  }
}

export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, proxies: CidrList): string | null {
  const peer = normaliseAddress(socketAddress);
  if (!peer || !isTrusted(peer, proxies) || !forwardedFor) return peer;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normaliseAddress(hops[i]);
    if (!hop) return peer;
    if (!isTrusted(hop, proxies)) return hop;
  }
  return peer;
}
