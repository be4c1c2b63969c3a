// The key a network address is counted by. One IPv6 customer is usually given a whole /64 (2^64
// addresses), so an IPv6 address counts by its first four groups; an IPv4-mapped IPv6 address
// (::ffff:192.0.2.1, what a dual-stack socket reports) counts as its IPv4 address.
import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The eight groups of an IPv6 address (zone removed, `::` expanded, dotted tail as two). */
function groupsOf(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const split = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const first = split(head);
  if (tail === undefined) return first;
  const last = split(tail);
  return [...first, ...Array(8 - first.length - last.length).fill('0'), ...last];
}

export function networkOf(address: string): string {
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address.split('%')[0]!)) return address;
  const prefix = groupsOf(address)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
