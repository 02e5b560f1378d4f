import type { GameResult } from '@tcgkit/core';
import { seatName } from '../board/board';

/** How the game ended, for this viewer. */
export function GameOver({
  result,
  ended,
  own,
}: {
  result: GameResult;
  ended: { reason: string; loser: number } | null;
  own: number | null;
}) {
  const outcome = result.draw
    ? 'Draw'
    : own === null
      ? `${result.winners.map((w) => seatName(w, own)).join(', ')} won`
      : result.winners.includes(own)
        ? 'You won'
        : 'You lost';
  return (
    <section class="game-over" aria-label="Game over" role="status">
      <h2>Game over: {outcome}</h2>
      <p>
        {result.reason} ({result.rule}){ended ? ` — ended by the server: ${ended.reason}` : ''}
      </p>
    </section>
  );
}
