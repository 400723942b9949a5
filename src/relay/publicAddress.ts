import { BlockList, isIP } from 'node:net';

// Whether an IP address is on the public internet, for the webhooks a player may give the relay
// (notify.ts; docs/relay.md "Notifications"). A webhook may not reach the relay's own network: its
// private, loopback, link-local, shared, documentation or multicast addresses. IPv6 has several
// forms that carry an IPv4 address inside (issue 44.4); the network delivers them to, or through a
// translator to, that IPv4 address, so each is judged by the IPv4 address it carries.

/** Private, loopback, link-local, shared, documentation, benchmarking, reserved and multicast IPv4 ranges. */
const PRIVATE_V4 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE_V4.addSubnet(net, bits, 'ipv4');

/** The IPv6 ranges that are not public on their own (those that carry an IPv4 address are judged by it, below). */
const PRIVATE_V6 = new BlockList();
for (const [net, bits] of [
  ['::', 127], // unspecified and loopback (also judged as IPv4-compatible 0.0.0.0 and 0.0.0.1)
  ['100::', 64], // discard-only
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation (RFC 9637)
  ['5f00::', 16], // segment routing (SRv6) identifiers
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  PRIVATE_V6.addSubnet(net, bits, 'ipv6');

/** An IPv6 address's eight 16-bit groups, or null when it is not one (a zone index is not taken). */
export function ipv6Groups(text: string): number[] | null {
  if (isIP(text) !== 6 || text.includes('%')) return null;
  let s = text.toLowerCase();
  // A trailing dotted IPv4 address stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (dotted) {
    const b = dotted.slice(1).map(Number);
    s = `${s.slice(0, dotted.index)}${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
  }
  const [head, tail] = s.includes('::') ? s.split('::') : [s, null];
  const part = (p: string | undefined): number[] => (p ? p.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = tail === null ? [] : part(tail);
  const groups = tail === null ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

const v4 = (hi: number, lo: number): string => [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
const zero = (g: number[], from: number, to: number): boolean => g.slice(from, to).every((x) => x === 0);

/**
 * The IPv4 addresses an IPv6 address carries, by the standard forms (none for a plain IPv6 address):
 * IPv4-compatible ::/96, mapped ::ffff:0:0/96, SIIT ::ffff:0:0:0/96, NAT64's well-known prefix
 * 64:ff9b::/96 and local-use prefix 64:ff9b:1::/48 (RFC 6052 places the IPv4 address after a
 * prefix of 48, 56, 64 or 96 bits, skipping bits 64-71; an operator picks the length, so each
 * place is read), 6to4 2002::/16 (bits 16-47), and Teredo 2001::/32 (its server in bits 32-63, its
 * client in the last 32 bits, inverted).
 */
export function embeddedIpv4(groups: number[]): string[] {
  const g = groups;
  if (zero(g, 0, 6)) return [v4(g[6]!, g[7]!)];
  if (zero(g, 0, 5) && g[5] === 0xffff) return [v4(g[6]!, g[7]!)];
  if (zero(g, 0, 4) && g[4] === 0xffff && g[5] === 0) return [v4(g[6]!, g[7]!)];
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(g, 2, 6)) return [v4(g[6]!, g[7]!)];
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) {
    // The bytes after the /48 prefix, and each prefix length's four bytes (byte 8, bits 64-71, is skipped).
    const bytes = g.flatMap((x) => [x >> 8, x & 255]);
    const at = (...i: number[]) => i.map((k) => bytes[k]!).join('.');
    return [at(6, 7, 9, 10), at(7, 9, 10, 11), at(9, 10, 11, 12), at(12, 13, 14, 15)];
  }
  if (g[0] === 0x2002) return [v4(g[1]!, g[2]!)];
  if (g[0] === 0x2001 && g[1] === 0) return [v4(g[2]!, g[3]!), v4(~g[6]! & 0xffff, ~g[7]! & 0xffff)];
  return [];
}

/** Whether an IP address (v4 or v6) is private, loopback, link-local or otherwise not on the public internet; anything else than an IP address is. */
export function privateAddress(ip: string): boolean {
  const kind = isIP(ip);
  if (kind === 4) return PRIVATE_V4.check(ip, 'ipv4');
  const groups = kind === 6 ? ipv6Groups(ip) : null;
  if (!groups) return true;
  const inside = embeddedIpv4(groups);
  if (inside.length) return inside.some((a) => PRIVATE_V4.check(a, 'ipv4'));
  return PRIVATE_V6.check(groups.map((x) => x.toString(16)).join(':'), 'ipv6');
}
