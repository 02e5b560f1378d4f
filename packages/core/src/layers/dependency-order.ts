/** Timestamp order (CT-9.8.12); equal timestamps (the rules do not order them) by id, whatever the input's order. */
export function byTimestamp(x: { timestamp: number; id: string }, y: { timestamp: number; id: string }): number {
  return x.timestamp - y.timestamp || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
}

/**
 * Orders the effects of one layer (CT-9.8.11): an effect that depends on another always goes after
 * it; effects that depend on each other (directly or around a loop) go in timestamp order
 * (CT-9.8.12), as do independent effects.
 *
 * `dependsOn(b, a)` must say whether b depends on a. Runs in O(n log n) when no dependencies
 * exist (the caller passes only candidate pairs through `candidates`).
 */
export function orderByDependency<T extends { timestamp: number; id: string }>(
  items: readonly T[],
  candidates: (item: T) => readonly T[],
  dependsOn: (b: T, a: T) => boolean,
): T[] {
  const sorted = [...items].sort(byTimestamp);
  const deps = new Map<T, Set<T>>();
  for (const b of sorted) {
    for (const a of candidates(b)) {
      if (a === b || !dependsOn(b, a)) continue;
      let s = deps.get(b);
      if (!s) deps.set(b, (s = new Set()));
      s.add(a);
    }
  }
  if (deps.size === 0) return sorted;
  const loopOf = dependencyLoops(sorted, deps);
  // What each loop (a single effect outside any loop) waits for outside itself.
  const waitsOn = new Map<number, Set<T>>();
  for (const [b, ds] of deps) {
    const loop = loopOf.get(b)!;
    for (const a of ds) {
      if (loopOf.get(a) === loop) continue;
      let s = waitsOn.get(loop);
      if (!s) waitsOn.set(loop, (s = new Set()));
      s.add(a);
    }
  }
  const out: T[] = [];
  const done = new Set<T>();
  const remaining = [...sorted];
  while (remaining.length > 0) {
    // The earliest effect whose loop has nothing left to wait for outside itself. The loops form
    // an acyclic graph, so one always exists.
    const pick = remaining.findIndex((e) => [...(waitsOn.get(loopOf.get(e)!) ?? [])].every((d) => done.has(d)));
    const [e] = remaining.splice(pick, 1);
    done.add(e);
    out.push(e);
  }
  return out;
}

/**
 * Numbers the dependency loops (strongly connected components, Tarjan's algorithm): effects with
 * the same number depend on each other, directly or through others.
 */
function dependencyLoops<T>(items: readonly T[], deps: ReadonlyMap<T, ReadonlySet<T>>): Map<T, number> {
  const index = new Map<T, number>();
  const low = new Map<T, number>();
  const onStack = new Set<T>();
  const stack: T[] = [];
  const loopOf = new Map<T, number>();
  let next = 0;
  let loops = 0;
  const visit = (v: T): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of deps.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const loop = loops++;
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      onStack.delete(w);
      loopOf.set(w, loop);
      if (w === v) break;
    }
  };
  for (const v of items) if (!index.has(v)) visit(v);
  return loopOf;
}
