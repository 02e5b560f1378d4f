import type { EffectImmunity, GameState, ObjectId } from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { isChara } from './board.js';

/** The def and master of an effect's source, even after the source left its zone (CT-9.10.1). */
export const sourceDef = (state: GameState, id: ObjectId | null): { def: string; master: number } | null => {
  if (!id) return null;
  const o = state.objects[id] ?? state.lastKnown[id]?.object;
  return o ? { def: o.def, master: o.master } : null;
};

/**
 * Whether a card is not affected by effects from `source` (CT-9.3.8): a card unaffected by event cards,
 * and a はるかさん card by event cards its opponent masters (CT-13.4.3). Both come from the card itself, so
 * they work face down too.
 */
export function unaffectedBy(cards: ChaosCards, state: GameState, source: ObjectId | null, object: ObjectId): boolean {
  const o = state.objects[object];
  const src = sourceDef(state, source);
  if (!o || !src || !cards.has(src.def) || !cards.has(o.def) || cards.get(src.def).type !== 'event') return false;
  const target = cards.get(o.def);
  return (
    target.keywords.includes('notAffectedByEvents') || (target.append.includes('haruka') && src.master !== o.master)
  );
}

/**
 * The core's "not affected by" point for charas (CT-9.3.8): an effect they are not affected by cannot choose
 * them as a target, reference them (CT-9.5.4) or do anything to them, whichever instruction it uses.
 */
export function chaosImmunity(cards: ChaosCards): EffectImmunity {
  return {
    immune: ({ state, origin, object }) => isChara(state, object) && unaffectedBy(cards, state, origin.source, object),
  };
}
