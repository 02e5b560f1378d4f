import { zoneKey, type Characteristics, type GameState, type ObjectId, type PositionEvaluation } from '@tcgkit/core';
import { AREAS } from '../rules/zones.js';
import { faceUp } from '../game/board.js';

/** Weights of the two parts: the deck is the life total, the arena the damage to come. */
const DECK_WEIGHT = 0.7;
const ARENA_WEIGHT = 0.3;

/**
 * The ChaosTCG evaluation: a player loses when damage or a draw finds the deck empty (CT-1.2.4,
 * CT-3.14.5), and each point of damage moves a deck card to the WR (CT-3.14.4), so the cards left
 * in the deck are the life total; the arena's face-up charas (their attack plus durability left, from
 * their computed characteristics) are what deals and absorbs the coming damage. Each part is the
 * difference against the other player as a share of both totals, in [-1, 1].
 */
export const chaosEvaluation: PositionEvaluation = {
  evaluate(state: GameState, player: number, characteristics: (id: ObjectId) => Characteristics): number {
    const other = player === 0 ? 1 : 0;
    const deck = (p: number) => (state.zones[zoneKey('deck', p)] ?? []).length;
    const arena = (p: number) => {
      let total = 0;
      for (const area of AREAS)
        for (const id of state.zones[zoneKey(area, p)] ?? []) {
          // A face-down chara (its damage reached its durability) counts for nothing here.
          if (!faceUp(state, id)) continue;
          const c = characteristics(id);
          const durability = Math.max(0, Number(c.durability ?? 0) - (state.objects[id].counters.damage ?? 0));
          total += Math.max(0, Number(c.attack ?? 0)) + durability;
        }
      return total;
    };
    const share = (a: number, b: number) => (a + b > 0 ? (a - b) / (a + b) : 0);
    return DECK_WEIGHT * share(deck(player), deck(other)) + ARENA_WEIGHT * share(arena(player), arena(other));
  },
};
