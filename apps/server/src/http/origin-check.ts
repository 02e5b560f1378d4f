import { networkInterfaces } from 'node:os';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** `http://host:port` as a browser writes the origin (default port dropped, IPv6 in brackets). */
function httpOrigin(host: string, port: number): string {
  const h = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return new URL(`http://${h}:${port}`).origin;
}

/**
 * The origins a browser can reach this node at when no public origin is configured: the address
 * it listens on; every loopback name for a loopback address; every local interface's address when
 * it listens on all of them. A name (DNS) or a TLS proxy in front must be configured as a public origin.
 */
export function listeningOrigins(host: string, port: number): string[] {
  let hosts: string[];
  if (host === '0.0.0.0' || host === '::') {
    const addrs = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((a) => a.address));
    hosts = [...LOOPBACK_NAMES, ...addrs];
  } else if (LOOPBACK_NAMES.includes(host) || host === '::1') hosts = LOOPBACK_NAMES;
  else hosts = [host];
  return [...new Set(hosts.map((h) => httpOrigin(h, port)))];
}

/**
 * Whether a WebSocket upgrade may proceed: a browser's page must come from one of `allowed`
 * (scheme, host and port compared, so an `https` page cannot use an `http` server's origin, and a
 * page of another name whose DNS now points here — DNS rebinding, where Host and Origin agree — is
 * refused). Clients that send no Origin (programs, not browsers) pass: they could send any Origin.
 */
export function originAllowed(origin: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return allowed.has(parsed.origin);
}
