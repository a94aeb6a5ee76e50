import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

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

/**
 * RFC 5952's text of an IPv6 address: lower-case hex without leading zeros, the longest run of two or
 * more zero groups (the first of equal runs) written `::`, the zone kept.
 */
function canonicalIPv6(groups: number[], zone: string | undefined): string {
  let best = { start: -1, length: 1 };
  for (let i = 0; i < 8;) {
    let end = i;
    while (end < 8 && groups[end] === 0) end++;
    if (end - i > best.length) best = { start: i, length: end - i };
    i = end === i ? i + 1 : end;
  }
  const hex = groups.map((group) => group.toString(16));
  const text = best.start < 0 ? hex.join(':') : `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
  return zone === undefined ? text : `${text}%${zone}`;
}

/**
 * The address as audited, stored and compared: IPv4-mapped IPv6 written as IPv4, other IPv6 in its
 * one canonical spelling (so `2001:0db8:0:0::1` and `2001:db8::1` are one address), anything else as given.
 */
export function normalizeAddress(address: string): string {
  if (!isIPv6(address)) return address.slice(0, 100);
  const groups = ipv6Groups(address);
  const zone = address.includes('%') ? address.slice(address.indexOf('%') + 1) : undefined;
  return (mappedIPv4(groups) ?? canonicalIPv6(groups, zone)).slice(0, 100);
}

/**
 * The unit per-address rate limits count: an IPv4 address, or the /64 of an IPv6 one (one
 * subscriber's network; its 2^64 addresses are free to a single client).
 */
export function addressGroup(address: string): string {
  if (isIPv4(address) || !isIPv6(address)) return normalizeAddress(address);
  const groups = ipv6Groups(address);
  return (
    mappedIPv4(groups) ??
    `${groups
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`
  );
}

/** The request's client address (see above), normalized; null when the socket has none. */
export function clientAddress(req: Request | undefined): string | null {
  const address = req?.ip ?? req?.socket?.remoteAddress;
  return address ? normalizeAddress(address) : null;
}
