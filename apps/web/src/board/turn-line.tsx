import type { PlayerView } from '@tcgkit/core';
import type { CardWords } from './card-words';
import { seatName } from './seat-name';
import { useT } from '../i18n/use-t';

/** Turn number, phase and whose turn it is, always in sight above the board. */
export function TurnLine({
  view,
  phases,
  words,
  over = false,
}: {
  view: PlayerView;
  phases: Readonly<Record<string, string>>;
  words: CardWords;
  /** The game is over: no one's turn any more (the line keeps the turn it ended on). */
  over?: boolean;
}) {
  const t = useT();
  const own = view.viewer >= 0 ? view.viewer : null;
  const { number, activePlayer, phase } = view.turn;
  const phaseName = phase === null ? null : words.word(phases[phase] ?? phase);
  const whose = over
    ? t('turn.over')
    : activePlayer === own
      ? t('turn.yours')
      : t('turn.theirs', { name: seatName(activePlayer, own) });
  return (
    <p class="turn-line" role="status" aria-label={t('turn.label')} data-turn-number={number}>
      <strong>{number > 0 ? t('turn.number', { number }) : t('turn.setup')}</strong>
      {phaseName && !over && <span> · {t('turn.phase', { phase: phaseName })}</span>}
      <span> · {whose}</span>
    </p>
  );
}
