import type { GameResult } from '@tcgkit/core';

/**
 * A game's result in one line, the reason given to the player it belongs to: the core keeps the
 * reason of the first player who lost (the lowest-numbered player not among the winners), e.g.
 * `player 1 wins (player 0: lower winnings) [GS-3.1]`, or `a draw (…) [rule]`.
 */
export function resultText(result: GameResult | null, players = 2): string {
  if (!result) return 'unfinished';
  if (result.draw) return `a draw (${result.reason}) [${result.rule}]`;
  const loser = Array.from({ length: players }, (_, p) => p).find((p) => !result.winners.includes(p));
  const who =
    result.winners.length === 1 ? `player ${result.winners[0]} wins` : `players ${result.winners.join(', ')} win`;
  return `${who} (${loser === undefined ? '' : `player ${loser}: `}${result.reason}) [${result.rule}]`;
}
