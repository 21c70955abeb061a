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
