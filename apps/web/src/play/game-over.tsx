import type { GameResult, PlayerView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';
import { seatName } from '../board/board';
import { cardWords } from '../board/card-words';
import { factValue } from '../board/player-facts';
import { currentLanguage, useT } from '../i18n/use-t';

interface Props {
  result: GameResult;
  ended: { reason: string; loser: number | null } | null;
  own: number | null;
  /** The final board and its presentation: each player's facts (score, prizes left) are shown with the result. */
  view?: PlayerView;
  presentation?: Presentation;
}

/** How the game ended, for this viewer: who won, why, and each player's final facts (the score). */
export function GameOver({ result, ended, own, view, presentation }: Props) {
  const t = useT();
  const outcome = result.draw
    ? t('gameOver.draw')
    : own === null
      ? t('gameOver.won', { names: result.winners.map((w) => seatName(w, own)).join(', ') })
      : result.winners.includes(own)
        ? t('gameOver.youWon')
        : t('gameOver.youLost');
  const facts = presentation?.presentation.playerFacts ?? [];
  const words = presentation ? cardWords(presentation, currentLanguage()) : null;
  const scores =
    view && words && facts.length > 0
      ? view.players.map((p) => ({
          name: seatName(p.id, own),
          facts: facts
            .map((f) => {
              const value = factValue(view, p.id, f);
              return value === null ? null : `${words.word(f.label)} ${value}`;
            })
            .filter((f) => f !== null)
            .join(', '),
        }))
      : [];
  return (
    <section class="game-over" aria-label={t('gameOver.label')} role="status">
      <h2>{t('gameOver.title', { outcome })}</h2>
      {scores.length > 0 && (
        <p class="scores" aria-label={t('gameOver.scores')}>
          {scores.map((s) => t('gameOver.scoreOf', { name: s.name, facts: s.facts })).join(' · ')}
        </p>
      )}
      <p>
        <span title={result.rule}>{words ? words.word(result.reason) : result.reason}</span>
        {ended ? t('gameOver.endedByServer', { reason: ended.reason }) : ''}
      </p>
    </section>
  );
}
