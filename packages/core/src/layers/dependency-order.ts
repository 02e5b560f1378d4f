/**
 * Orders the effects of one layer (CT-9.8.11): an effect that depends on another goes after it;
 * among independent effects and within a mutual dependency, timestamp order (CT-9.8.12).
 *
 * `dependsOn(b, a)` must say whether b depends on a. Runs in O(n log n) when no dependencies
 * exist (the caller passes only candidate pairs through `candidates`).
 */
export function orderByDependency<T extends { timestamp: number; id: string }>(
  items: readonly T[],
  candidates: (item: T) => readonly T[],
  dependsOn: (b: T, a: T) => boolean,
): T[] {
  const sorted = [...items].sort((x, y) => x.timestamp - y.timestamp || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  const deps = new Map<T, Set<T>>();
  let any = false;
  for (const b of sorted) {
    for (const a of candidates(b)) {
      if (a === b) continue;
      if (dependsOn(b, a)) {
        let s = deps.get(b);
        if (!s) deps.set(b, (s = new Set()));
        s.add(a);
        any = true;
      }
    }
  }
  if (!any) return sorted;
  const out: T[] = [];
  const done = new Set<T>();
  const remaining = [...sorted];
  while (remaining.length > 0) {
    // The earliest effect all of whose dependencies are applied; if every remaining effect waits
    // on another (a dependency cycle), the earliest one goes first.
    let pick = remaining.findIndex((e) => [...(deps.get(e) ?? [])].every((d) => done.has(d)));
    if (pick < 0) pick = 0;
    const [e] = remaining.splice(pick, 1);
    done.add(e);
    out.push(e);
  }
  return out;
}
