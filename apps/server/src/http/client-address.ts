import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(ip: string): string[] {
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, null];
  const parts = (s: string) =>
    s === ''
      ? []
      : s.split(':').flatMap((g) => {
          if (!g.includes('.')) return [g];
          const [a, b, c, d] = g.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = parts(head);
  const right = tail === null ? [] : parts(tail);
  const fill = tail === null ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The key a client's limits are counted under: an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4), an IPv6 address by its /64 network — one host is routinely given a whole
 * /64, so counting single IPv6 addresses would give it unlimited ones.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${ipv6Groups(ip.split('%')[0]).slice(0, 4).join(':')}::/64`;
}
