import type { WaitingTrigger } from '../../contracts/trigger.js';
import type { DecisionOption } from '../../contracts/decision.js';

/** What a trigger is apart from its id and waiting time: two with the same signature play out alike. */
const signatures = new WeakMap<WaitingTrigger, string>();
function signature(w: WaitingTrigger): string {
  let s = signatures.get(w);
  if (s === undefined)
    signatures.set(w, (s = JSON.stringify([w.ability, w.source, w.controller, w.stateTrigger, w.event, w.program])));
  return s;
}

/**
 * The choice among one player's waiting triggers (CT-9.6.3 / CT-9.6.4). Identical ones — same
 * ability, source, event and program — are one option (choosing it plays the earliest of them):
 * their order cannot change anything, so asking for it would only make the player, and the
 * engine, go through N options N times. When every waiting trigger is alike there is no choice.
 */
export function triggerChoice(
  mine: readonly WaitingTrigger[],
  label: (w: WaitingTrigger) => string,
): { only: WaitingTrigger } | { options: DecisionOption[] } {
  if (allSameObjects(mine)) return { only: mine[0] };
  const groups = new Map<string, { first: WaitingTrigger; count: number }>();
  for (const w of mine) {
    const key = signature(w);
    const g = groups.get(key);
    if (g) g.count++;
    else groups.set(key, { first: w, count: 1 });
  }
  if (groups.size === 1) return { only: mine[0] };
  const options: DecisionOption[] = [];
  for (const { first, count } of groups.values())
    options.push({ key: first.id, label: count > 1 ? `${label(first)} ×${count}` : label(first), value: first.id });
  return { options };
}

/**
 * Whether every trigger has the first one's ability, source, controller and kind and the very
 * same event and program objects: the common case (one ability triggered many times by one
 * event), told apart without building a signature for each of them.
 */
function allSameObjects(mine: readonly WaitingTrigger[]): boolean {
  const a = mine[0];
  for (let i = 1; i < mine.length; i++) {
    const b = mine[i];
    if (
      b.ability !== a.ability ||
      b.source !== a.source ||
      b.controller !== a.controller ||
      b.stateTrigger !== a.stateTrigger ||
      b.event !== a.event ||
      b.program !== a.program
    )
      return false;
  }
  return true;
}
