import type { Request } from 'express';
import { isIPv4, isIPv6 } from 'node:net';

// The client's address is Express's req.ip: the socket's peer, or the address a trusted proxy
// passed in X-Forwarded-For when TRUST_PROXY says which proxies to believe (config.ts).

/** The eight 16-bit groups of a valid IPv6 address (zone dropped, an IPv4 tail folded in). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0].toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = parse(head);
  const end = parse(tail);
  return tail === undefined ? start : [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) as its IPv4 address; undefined for any other. */
function mappedIPv4(groups: number[]): string | undefined {
  if (groups.slice(0, 5).some((group) => group !== 0) || groups[5] !== 0xffff) return undefined;
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
}

/** The address as audited and stored: IPv4-mapped IPv6 written as IPv4, anything else as given. */
export function normalizeAddress(address: string): string {
  if (!isIPv6(address)) return address.slice(0, 100);
  return mappedIPv4(ipv6Groups(address)) ?? address;
}

/**
 * The unit per-address rate limits count: an IPv4 address, or the /64 of an IPv6 one (one
 * subscriber's network; its 2^64 addresses are free to a single client).
 */
export function addressGroup(address: string): string {
  if (isIPv4(address) || !isIPv6(address)) return normalizeAddress(address);
  const groups = ipv6Groups(address);
  return mappedIPv4(groups) ?? `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The request's client address (see above), normalized; null when the socket has none. */
export function clientAddress(req: Request | undefined): string | null {
  const address = req?.ip ?? req?.socket?.remoteAddress;
  return address ? normalizeAddress(address) : null;
}
