// Blocked locations' matching in isolation (server/services/address-ranges.ts): IPv4, IPv6, the
// IPv4-mapped form a dual-stack socket reports, and what is not a range.
import { describe, expect, it } from 'vitest';
import { addressInRanges, canonicalRange } from '../../../server/services/address-ranges.ts';

describe('canonicalRange', () => {
  it.each([
    ['127.0.0.0/8', '127.0.0.0/8'],
    ['10.1.2.3/8', '10.0.0.0/8'],
    [' 192.168.1.7 ', '192.168.1.7/32'],
    ['2001:DB8:0:0::/32', '2001:db8::/32'],
    ['2001:db8::1', '2001:db8::1/128'],
    ['::1/128', '::1/128'],
    ['::ffff:10.0.0.0/104', '::ffff:a00:0/104'],
  ])('%s → %s', (text, canonical) => expect(canonicalRange(text)).toBe(canonical));

  it.each(['', 'nonsense', '10.0.0.0/33', '10.0.0/8', '2001:db8::/129', '10.0.0.0/-1', '1.2.3.4/8/8', '300.1.1.1/8'])(
    'refuses %j',
    (text) => expect(canonicalRange(text)).toBeUndefined(),
  );
});

describe('addressInRanges', () => {
  it('matches IPv4 addresses inside a range and not outside', () => {
    expect(addressInRanges('127.0.0.1', ['127.0.0.0/8'])).toBe(true);
    expect(addressInRanges('128.0.0.1', ['127.0.0.0/8'])).toBe(false);
    expect(addressInRanges('10.0.0.255', ['10.0.0.0/24'])).toBe(true);
    expect(addressInRanges('10.0.1.0', ['10.0.0.0/24'])).toBe(false);
    expect(addressInRanges('10.0.0.5', ['10.0.0.5/32'])).toBe(true);
    expect(addressInRanges('10.0.0.6', ['10.0.0.5/32'])).toBe(false);
  });

  it('matches IPv6 addresses, and never an IPv6 range against an IPv4 address or the reverse', () => {
    expect(addressInRanges('2001:db8:ffff::1', ['2001:db8::/32'])).toBe(true);
    expect(addressInRanges('2001:db9::1', ['2001:db8::/32'])).toBe(false);
    expect(addressInRanges('::1', ['::1/128'])).toBe(true);
    expect(addressInRanges('127.0.0.1', ['::1/128'])).toBe(false);
    expect(addressInRanges('::1', ['127.0.0.0/8'])).toBe(false);
  });

  it('matches an IPv4-mapped IPv6 address as the IPv4 address it is, against both spellings of a range', () => {
    expect(addressInRanges('::ffff:127.0.0.1', ['127.0.0.0/8'])).toBe(true);
    expect(addressInRanges('::ffff:10.0.0.1', ['::ffff:10.0.0.0/104'])).toBe(true);
    expect(addressInRanges('10.0.0.1', ['::ffff:10.0.0.0/104'])).toBe(true);
    expect(addressInRanges('::ffff:11.0.0.1', ['::ffff:10.0.0.0/104'])).toBe(false);
  });

  it('matches nothing for an empty list, a malformed address or a malformed stored range', () => {
    expect(addressInRanges('127.0.0.1', [])).toBe(false);
    expect(addressInRanges('not an address', ['0.0.0.0/0'])).toBe(false);
    expect(addressInRanges('127.0.0.1', ['garbage', '127.0.0.0/8'])).toBe(true);
    expect(addressInRanges('127.0.0.1', ['0.0.0.0/0'])).toBe(true);
  });
});
