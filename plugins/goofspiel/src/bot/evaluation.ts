import { zoneKey, type Characteristics, type GameState, type ObjectId, type PositionEvaluation } from '@tcgkit/core';

/**
 * Goofspiel's evaluation (GS-3.1: the higher total of won prizes wins): the lead over the best
 * other player as a share of the prizes still to be won (on the table and in the prize deck), so
 * that ±1 means a lead no remaining prize can undo.
 */
export const goofspielEvaluation: PositionEvaluation = {
  evaluate(state: GameState, player: number, characteristics: (id: ObjectId) => Characteristics): number {
    const sum = (key: string) =>
      (state.zones[key] ?? []).reduce((s, id) => s + Number(characteristics(id).value ?? 0), 0);
    const scores = state.players.map((_, p) => sum(zoneKey('won', p)));
    const lead = scores[player] - Math.max(...scores.filter((_, p) => p !== player));
    const left = sum(zoneKey('table', null)) + sum(zoneKey('prizes', null));
    return Math.max(-1, Math.min(1, lead / Math.max(1, left)));
  },
};
