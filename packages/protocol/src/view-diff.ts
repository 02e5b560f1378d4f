/** A JSON value as views are made of. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The difference between two JSON values: `del` removes object keys, `splice` replaces a run of
 * an array whose length changed (`[path, start, deleteCount, items]`: a card leaving a hand is one
 * small splice), `set` gives new values at paths (a path is the list of object keys and array
 * indices from the root). Applying it to `before` with {@link applyDiff}, in that order, gives `after`.
 */
export interface JsonDiff {
  set: [path: (string | number)[], value: unknown][];
  del: (string | number)[][];
  splice: [path: (string | number)[], start: number, deleteCount: number, items: unknown[]][];
}

/** The diff from `before` to `after`. */
export function diffJson(before: unknown, after: unknown): JsonDiff {
  const out: JsonDiff = { set: [], del: [], splice: [] };
  walk(before as Json, after as Json, [], out);
  return out;
}

function walk(a: Json, b: Json, path: (string | number)[], out: JsonDiff): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) {
      let start = 0;
      while (start < a.length && start < b.length && same(a[start], b[start])) start++;
      let end = 0;
      while (end < a.length - start && end < b.length - start && same(a[a.length - 1 - end], b[b.length - 1 - end]))
        end++;
      out.splice.push([path, start, a.length - start - end, b.slice(start, b.length - end)]);
    } else for (let i = 0; i < a.length; i++) walk(a[i], b[i], [...path, i], out);
    return;
  }
  if (isObject(a) && isObject(b)) {
    for (const k of Object.keys(a)) if (!Object.hasOwn(b, k)) out.del.push([...path, k]);
    for (const k of Object.keys(b)) {
      if (!Object.hasOwn(a, k)) out.set.push([[...path, k], b[k]]);
      else walk(a[k], b[k], [...path, k], out);
    }
    return;
  }
  out.set.push([path, b]);
}

function same(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]));
  }
  return false;
}

const isObject = (v: Json): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Applies a diff made by {@link diffJson} to (a copy of) `before`, returning the new value: of the
 * same shape, as the diff was made between two values of one kind (two views).
 */
export function applyDiff<T>(before: T, diff: JsonDiff): T {
  let root = structuredClone(before) as Json;
  for (const path of diff.del) {
    const parent = at(root, path.slice(0, -1)) as Record<string, Json>;
    delete parent[String(path[path.length - 1])];
  }
  for (const [path, start, count, items] of diff.splice) {
    const list = at(root, path) as Json[];
    list.splice(start, count, ...(structuredClone(items) as Json[]));
  }
  for (const [path, value] of diff.set) {
    if (path.length === 0) {
      root = structuredClone(value) as Json;
      continue;
    }
    const parent = at(root, path.slice(0, -1)) as Record<string | number, Json>;
    // Defined, not assigned: a key such as "__proto__" is data here, never a prototype.
    Object.defineProperty(parent, path[path.length - 1], {
      value: structuredClone(value),
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return root as T;
}

function at(root: Json, path: (string | number)[]): Json {
  let cur = root;
  for (const k of path) cur = (cur as Record<string | number, Json>)[k];
  return cur;
}
