/**
 * Who is calling: the address rate limits are keyed on.
 *
 * The socket's peer address, unless that peer is a proxy the operator trusts
 * (`TRUSTED_PROXIES`, a CIDR list; loopback by default outside production, where the web
 * runs next to the platform). A trusted peer may say who its client is:
 *   1. `X-Client-Address: <ip>`: the web server forwards the viewer's address this way
 *      (it calls the platform server-to-server, so the socket is always the web's);
 *   2. else `X-Forwarded-For`: the right-most address that is not itself a trusted proxy
 *      (everything left of it was written by the client and proves nothing).
 * An untrusted peer's headers are ignored, so a client cannot choose its own key.
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

export const CLIENT_ADDRESS_HEADER = 'x-client-address';

export interface CidrList {
  readonly list: BlockList;
  readonly entries: readonly string[];
}

/** "10.0.0.0/8, ::1/128, 192.168.1.7" → a matcher; throws with the bad entry. */
export function parseCidrList(text: string): CidrList {
  const list = new BlockList();
  const entries: string[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address, prefixText] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    const max = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > max || (prefixText !== undefined && !/^\d+$/.test(prefixText))) {
      throw new Error(`"${entry}" has a bad prefix length (0-${max})`);
    }
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
    entries.push(`${address}/${prefix}`);
  }
  return { list, entries };
}

/** "::ffff:10.0.0.1" → "10.0.0.1"; null when not an IP address. */
export function normaliseAddress(value: string | undefined | null): string | null {
  if (!value) return null;
  let address = value.trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1];
  const family = isIP(address);
  if (!family) return null;
  return family === 6 ? address.toLowerCase() : address;
}

export function isTrusted(address: string | null, trusted: CidrList): boolean {
  if (!address || trusted.entries.length === 0) return false;
  return trusted.list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

function single(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[header.length - 1] : header;
}

export function clientAddress(req: FastifyRequest, trusted: CidrList): string {
  const peer = normaliseAddress(req.socket?.remoteAddress) ?? 'unknown';
  if (!isTrusted(peer, trusted)) return peer;
  return normaliseAddress(single(req.headers[CLIENT_ADDRESS_HEADER])) ?? peer;
}
