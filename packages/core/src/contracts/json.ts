/** A plain JSON value: everything stored in a game state is one of these. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A plain JSON object. */
export type JsonObject = { [key: string]: Json };

/**
 * A deep copy of a plain JSON value. Game data is JSON by construction, so this is all the
 * copying it needs, and several times faster than `structuredClone` on the hot paths
 * (characteristics, views, last-known snapshots).
 */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in value) out[k] = cloneJson((value as Record<string, unknown>)[k]);
  return out as T;
}
