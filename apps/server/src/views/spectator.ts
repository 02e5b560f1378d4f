import type { Engine, GameState, PlayerView } from '@tcgkit/core';

/**
 * The viewer number of a spectator: a player index no game has. Views made for it show zones only
 * when they are public, no card revealed to a player, and no pending decision in full; rulesets'
 * view policies hide a card unless its viewer is its master, which no spectator is.
 */
export const SPECTATOR = -1;

/** The public view of a match (what every spectator may see). */
export function spectatorView(engine: Engine, state: GameState): PlayerView {
  return engine.viewFor(state, SPECTATOR);
}
