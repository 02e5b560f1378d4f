import type { Engine, GameState, PlayerId } from '@tcgkit/core';

/**
 * What a position is worth to `player`, in [0, 1]: 1 won, 0 lost, ½ drawn; for a game not over,
 * the ruleset's evaluation (`Engine.evaluate`, in [-1, 1]) mapped onto [0, 1], or ½ when the
 * ruleset has none. Read only on states the search dealt itself, never on the host's state.
 */
export function outcome(engine: Engine, state: GameState, player: PlayerId): number {
  const r = state.result;
  if (r) {
    if (r.draw || r.winners.length === 0) return 0.5;
    return r.winners.includes(player) ? 1 : 0;
  }
  const lost = state.players[player]?.lost;
  if (lost) return 0;
  return ((engine.evaluate(state, player) ?? 0) + 1) / 2;
}
