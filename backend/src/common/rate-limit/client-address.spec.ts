import { describe, expect, it } from '@jest/globals';

import { addressGroup, normalizeAddress } from './client-address.js';

describe('client addresses', () => {
  it('keeps IPv4 and writes IPv4-mapped IPv6 as IPv4', () => {
    expect(normalizeAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(normalizeAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(normalizeAddress('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(normalizeAddress('0:0:0:0:0:ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeAddress('::1')).toBe('::1');
  });

  it('writes every spelling of one IPv6 address the same way (RFC 5952), so comparisons see one address', () => {
    expect(normalizeAddress('2001:0db8:0:0::1')).toBe('2001:db8::1');
    expect(normalizeAddress('2001:DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(normalizeAddress('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
    expect(normalizeAddress('2001:db8:0:1:1:1:1:1')).toBe('2001:db8:0:1:1:1:1:1');
    expect(normalizeAddress('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(normalizeAddress('0::0')).toBe('::');
    expect(normalizeAddress('fe80:0::1%eth0')).toBe('fe80::1%eth0');
    expect(normalizeAddress('2001:db8::1.2.3.4')).toBe('2001:db8::102:304');
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe(normalizeAddress('127.0.0.1'));
  });

  it('groups IPv6 by /64 and IPv4 by address', () => {
    expect(addressGroup('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:3::a')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8:1:2:3:4:1.2.3.4')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('198.51.100.8')).toBe('198.51.100.8');
  });

  it('passes through what is not an address (a trusted proxy said so), bounded', () => {
    expect(addressGroup('unknown')).toBe('unknown');
    expect(normalizeAddress('x'.repeat(300))).toHaveLength(100);
  });
});
