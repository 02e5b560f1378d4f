import type { Json } from './json.js';

/**
 * Whether two plain JSON values are equal, key order aside (a value read back from a file may
 * list an object's keys in another order than the one that wrote it).
 */
export function jsonEqual(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => jsonEqual(v, b[i]));
  }
  const keys = Object.keys(a).filter((k) => a[k] !== undefined);
  if (keys.length !== Object.keys(b).filter((k) => b[k] !== undefined).length) return false;
  return keys.every((k) => jsonEqual(a[k], b[k]));
}
