import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { GameState } from '../contracts/game-state.js';
import type { ObjectId } from '../contracts/ids.js';
import type { HiddenObject } from '../views/hidden-objects.js';
import { cloneJson } from '../contracts/json.js';
import { seedRandom } from '../random/seeded-random.js';

/** Strings anywhere in a value (the object ids a decision's options name). */
export function stringsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

/**
 * Deals the identities of hidden cards again, in place: within each owner's cards of one kind of
 * hidden place (a card never changes hands, and a face-down card on the field is never swapped with
 * one in a deck), the card definitions are shuffled by a generator seeded with `seed`, and the
 * game's own generator is seeded anew (the future draws are unknown too). The deal for a seed is
 * the same whatever the hidden cards' true order (they are sorted before the shuffle). `pinned` cards keep
 * theirs. What is left for the caller: asking pending decisions again, and checking the state.
 */
export function redealHidden(
  state: GameState,
  hidden: readonly HiddenObject[],
  seed: number,
  pinned: ReadonlySet<ObjectId>,
): void {
  const groups = new Map<string, ObjectId[]>();
  for (const { id, place } of hidden) {
    if (pinned.has(id)) continue;
    const key = `${state.objects[id].owner}|${place}`;
    const group = groups.get(key) ?? [];
    group.push(id);
    groups.set(key, group);
  }
  const rng = xoroshiro128plusFromState(seedRandom(seed));
  for (const ids of groups.values()) {
    // Sorted first: the deal then depends only on which cards are hidden, never on where they
    // truly are, so permuting hidden cards in the true state gives the same deal for a seed.
    const defs = ids.map((id) => state.objects[id].def).sort();
    for (let i = defs.length - 1; i > 0; i--) {
      const j = uniformInt(rng, 0, i);
      [defs[i], defs[j]] = [defs[j], defs[i]];
    }
    // A fresh object per changed card: a clone shares nothing it changes with the original.
    ids.forEach((id, i) => {
      if (state.objects[id].def !== defs[i]) state.objects[id] = { ...state.objects[id], def: defs[i] };
    });
  }
  state.rng = seedRandom(uniformInt(rng, 0, 2 ** 31 - 1));
  if (state.pending) state.pending = cloneJson(state.pending);
}
