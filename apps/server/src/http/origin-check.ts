/**
 * Whether a WebSocket upgrade may proceed: a browser's page must come from this server or from an
 * allowed origin (so another site cannot play with a visitor's stored credential); clients that
 * send no Origin (programs, not browsers) pass, as they could send any Origin they liked.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (host !== undefined && parsed.host === host) return true;
  return allowed.some((a) => new URL(a).origin === parsed.origin);
}
