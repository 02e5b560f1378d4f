import { zoneKey, type Characteristics, type GameState, type ObjectId, type PositionEvaluation } from '@tcgkit/core';

/** Weights of the two parts of the evaluation: prizes decide the game, the board decides the next prizes. */
const PRIZE_WEIGHT = 0.6;
const BOARD_WEIGHT = 0.4;

/**
 * The Pokémon evaluation: prize cards left (PK: the first to take all their prizes wins) and the
 * board in play — each Pokémon in the Active Spot and on the Bench counted by the share of its HP
 * left (damage counters against its computed HP), so a full bench of healthy Pokémon scores high
 * and an empty bench (no Pokémon to promote) low. Each part is the difference against the other
 * player as a share of both players' totals, in [-1, 1].
 */
export const pokemonEvaluation: PositionEvaluation = {
  evaluate(state: GameState, player: number, characteristics: (id: ObjectId) => Characteristics): number {
    const other = player === 0 ? 1 : 0;
    const prizes = (p: number) => (state.zones[zoneKey('prizes', p)] ?? []).length;
    const board = (p: number) => {
      let total = 0;
      for (const zone of ['active', 'bench'])
        for (const id of state.zones[zoneKey(zone, p)] ?? []) {
          const hp = Number(characteristics(id).hp ?? 0);
          if (hp > 0) total += Math.max(0, hp - (state.objects[id].counters.damage ?? 0)) / hp;
        }
      return total;
    };
    const share = (a: number, b: number) => (a + b > 0 ? (a - b) / (a + b) : 0);
    // Fewer prizes left is better: the other player's count comes first.
    return PRIZE_WEIGHT * share(prizes(other), prizes(player)) + BOARD_WEIGHT * share(board(player), board(other));
  },
};
