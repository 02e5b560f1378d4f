import type { PlayerId } from '../contracts/ids.js';

/** The key of one zone instance: `deck@0` for a per-player zone, `stadium` for a shared one. */
export function zoneKey(zoneId: string, player: PlayerId | null): string {
  return player === null ? zoneId : `${zoneId}@${player}`;
}

/** Splits a zone key back into its zone id and player (null for shared zones). */
export function parseZoneKey(key: string): { zone: string; player: PlayerId | null } {
  const at = key.lastIndexOf('@');
  if (at < 0) return { zone: key, player: null };
  return { zone: key.slice(0, at), player: Number(key.slice(at + 1)) };
}
