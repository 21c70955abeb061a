import { BlockList, isIPv4, isIPv6 } from 'node:net';

export interface Cidr {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** `10.0.0.0/8`, `2001:db8::/32` or a single address (a /32 or /128); null when it is not one. */
export function parseCidr(text: string): Cidr | null {
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (!family) return null;
  const max = family === 'ipv4' ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  return prefix <= max ? { address, prefix, family } : null;
}

/** Whether an address is inside one of the ranges (IPv4-mapped IPv6 addresses count as IPv4). */
export function networkMatcher(ranges: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const range of ranges) {
    const cidr = parseCidr(range);
    if (cidr) list.addSubnet(cidr.address, cidr.prefix, cidr.family);
  }
  return (ip) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    const address = mapped ?? ip;
    if (isIPv4(address)) return list.check(address, 'ipv4');
    if (isIPv6(address)) return list.check(address, 'ipv6');
    return false;
  };
}

/**
 * Which proxies in front are believed about the client (`TRUST_PROXY`, Fastify's `trustProxy`):
 * none (`false`), the nearest `hops` (a count), or those whose address is in a list of ranges. The
 * client is then the rightmost X-Forwarded-For address that is not a trusted proxy: entries a client
 * wrote itself sit to the left of what its balancer appends, so they are never taken.
 */
export type TrustProxy = false | number | string[];

/** The accepted forms, as a bad value's message names them. */
export const TRUST_PROXY_FORMS =
  'use false, a hop count (1 behind one load balancer that appends to X-Forwarded-For), or the ' +
  'proxies’ addresses as a comma list of CIDR ranges such as 10.0.0.0/8,127.0.0.1';

/**
 * `TRUST_PROXY`'s text as a trust setting; an error message when it is none. `true` is refused:
 * Fastify would take the LEFTMOST X-Forwarded-For entry, which the client writes, as its address.
 */
export function parseTrustProxy(text: string): TrustProxy | { error: string } {
  const value = text.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') {
    return { error: `true would believe an X-Forwarded-For the client wrote itself: ${TRUST_PROXY_FORMS}` };
  }
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const ranges = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (ranges.length === 0 || !ranges.every((range) => parseCidr(range) !== null)) {
    return { error: TRUST_PROXY_FORMS };
  }
  return ranges;
}

/**
 * The trust as Fastify's `trustProxy` function: is the address `hop` steps from the app (0: the
 * connection's peer) a proxy to believe? A count trusts the nearest `hops` whoever they are (so the
 * app must be reachable only through them; this Fastify trusts no one for a bare number); ranges
 * trust the addresses inside them. False: nobody.
 */
export function trustProxyFn(trust: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (trust === false || trust === 0) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const inside = networkMatcher(trust);
  return (address) => inside(address);
}

/** Whether the address a request came from directly is a proxy `trust` believes (its request id, say). */
export function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  const trusted = trustProxyFn(trust);
  return (address) => trusted !== false && address !== undefined && trusted(address, 0);
}
