/**
 * The viewer's address. The socket's peer is the client unless it is a proxy the operator
 * named in TRUSTED_PROXIES (comma-separated addresses or CIDR ranges); then the right-most
 * address of X-Forwarded-For that is not itself a trusted proxy is the client. A client
 * cannot choose its address by sending X-Forwarded-For to an untrusted hop.
 */
import { BlockList, isIP } from 'node:net';

export function parseTrustedProxies(value: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function normalise(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, proxies: BlockList): string | null {
  if (!socketAddress) return null;
  let client = normalise(socketAddress);
  if (!trusted(proxies, client) || !forwardedFor) return client;
  const hops = forwardedFor.split(',').map((s) => normalise(s.trim())).filter((s) => isIP(s));
  for (let i = hops.length - 1; i >= 0; i--) {
    client = hops[i];
    if (!trusted(proxies, client)) return client;
  }
  return client;
}
