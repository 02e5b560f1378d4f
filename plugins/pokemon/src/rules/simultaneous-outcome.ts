import type { PlayerId } from '@tcgkit/core';

/** The win conditions met at one check (PK-E.4's four columns). */
export interface Conditions {
  /** Each player took all their Prize cards (PK-E.1). */
  tookAllPrizes: [boolean, boolean];
  /** Each player cannot put out a new Active Pokémon (PK-E.2). */
  cannotReplaceActive: [boolean, boolean];
}

/**
 * PK-E.4: a player's win conditions are taking all their Prizes and the opponent being unable to
 * put out an Active; the player meeting more of them wins, an equal count (above 0) is a draw.
 */
export function simultaneousOutcome(c: Conditions): { winner: PlayerId } | { draw: true } | null {
  const wins = [0, 1].map((p) => Number(c.tookAllPrizes[p]) + Number(c.cannotReplaceActive[1 - p]));
  if (wins[0] === 0 && wins[1] === 0) return null;
  if (wins[0] === wins[1]) return { draw: true };
  return { winner: wins[0] > wins[1] ? 0 : 1 };
}
