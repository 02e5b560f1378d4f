import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { GameState } from '../contracts/game-state.js';
import type { ObjectId, PlayerId } from '../contracts/ids.js';
import { cloneJson } from '../contracts/json.js';
import { seedRandom } from '../random/seeded-random.js';

/** Strings anywhere in a value (the object ids a decision's options name). */
function stringsIn(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

/**
 * Deals the identities of the cards `viewer` cannot see again, in place: within each owner's
 * hidden cards (a card never changes hands), the card definitions are shuffled by a generator
 * seeded with `seed`, and the game's own generator is seeded anew (the future draws are unknown
 * too). Cards the viewer's own pending decision names are known to the viewer and stay.
 * What is left for the caller: asking the pending decision again, and checking the state.
 */
export function redealHidden(state: GameState, hidden: readonly ObjectId[], viewer: PlayerId, seed: number): void {
  const known = state.pending?.player === viewer ? stringsIn(state.pending.options, new Set()) : new Set<string>();
  const byOwner = new Map<PlayerId, ObjectId[]>();
  for (const id of hidden) {
    if (known.has(id)) continue;
    const owner = state.objects[id].owner;
    const group = byOwner.get(owner) ?? [];
    group.push(id);
    byOwner.set(owner, group);
  }
  const rng = xoroshiro128plusFromState(seedRandom(seed));
  for (const ids of byOwner.values()) {
    const defs = ids.map((id) => state.objects[id].def);
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
