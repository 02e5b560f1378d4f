import type { GameResult } from '@tcgkit/core';
import { seatName } from '../board/board';
import { useT } from '../i18n/use-t';

/** How the game ended, for this viewer. */
export function GameOver({
  result,
  ended,
  own,
}: {
  result: GameResult;
  ended: { reason: string; loser: number | null } | null;
  own: number | null;
}) {
  const t = useT();
  const outcome = result.draw
    ? t('gameOver.draw')
    : own === null
      ? t('gameOver.won', { names: result.winners.map((w) => seatName(w, own)).join(', ') })
      : result.winners.includes(own)
        ? t('gameOver.youWon')
        : t('gameOver.youLost');
  return (
    <section class="game-over" aria-label={t('gameOver.label')} role="status">
      <h2>{t('gameOver.title', { outcome })}</h2>
      <p>
        {result.reason} ({result.rule}){ended ? t('gameOver.endedByServer', { reason: ended.reason }) : ''}
      </p>
    </section>
  );
}
