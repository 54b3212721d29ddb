// Blocked locations (E303): address ranges in CIDR notation, IPv4 and IPv6, parsed and matched
// with ipaddr.js rather than by hand (prefixes, compressed IPv6, IPv4-mapped IPv6 are easy to get wrong).
// Pure: no store, no clock; unit-tested on its own (tests/server/auth/address-ranges.test.ts).
import ipaddr from 'ipaddr.js';

/**
 * A range as the operator typed it, in one canonical spelling ("10.1.2.3/8" → "10.0.0.0/8", a bare
 * address → "/32" or "/128", IPv6 compressed and lower case), or undefined when it is not a range. One
 * spelling, so the same range cannot be stored twice and the list reads the same however it was typed.
 */
export function canonicalRange(text: string): string | undefined {
  const trimmed = text.trim();
  try {
    if (!trimmed.includes('/')) {
      if (!ipaddr.isValid(trimmed)) return undefined;
      const address = ipaddr.process(trimmed);
      return `${address.toString()}/${address.kind() === 'ipv4' ? 32 : 128}`;
    }
    if (ipaddr.IPv4.isValidCIDRFourPartDecimal(trimmed))
      return `${ipaddr.IPv4.networkAddressFromCIDR(trimmed).toString()}/${trimmed.split('/')[1]}`;
    if (ipaddr.IPv6.isValidCIDR(trimmed)) {
      const bits = Number(trimmed.split('/')[1]);
      return `${ipaddr.IPv6.networkAddressFromCIDR(trimmed).toString()}/${bits}`;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Whether an address (request.ip: "127.0.0.1", "::1", or an IPv4-mapped "::ffff:10.0.0.1" from a dual-stack
 * socket) lies in one of the ranges. The mapped form is matched as the IPv4 address it is, so a range of
 * IPv4 addresses blocks them whichever socket they came through. A malformed range or address matches
 * nothing (the list is checked when it is set; this never throws on the login path).
 */
export function addressInRanges(address: string, ranges: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return ranges.some((range) => {
    try {
      const [network, bits] = ipaddr.parseCIDR(range);
      const net =
        network.kind() === 'ipv6' && (network as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96
          ? ([(network as ipaddr.IPv6).toIPv4Address(), bits - 96] as const)
          : ([network, bits] as const);
      return net[0].kind() === parsed.kind() && parsed.match(net[0], net[1]);
    } catch {
      return false;
    }
  });
}
