import { useMemo, useState } from 'preact/hooks';
import type { CardView, PlayerView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';
import './board-detail.css';
import { NO_INTERACTION, type BoardInteraction } from './board-interaction';
import { layOutBoard } from './board-layout';
import { ZoneArea } from './zone-area';
import { cardWords } from './card-words';
import { CardSurroundingsContext } from './inspect-context';
import { CardDetail } from './card-detail';
import { cardTitle } from './card-text';
import { factValue } from './player-facts';
import { TurnLine } from './turn-line';
import { findCard } from './find-card';
import { seatName } from './seat-name';
import { currentLanguage, useT } from '../i18n/use-t';

interface Props {
  view: PlayerView;
  presentation: Presentation;
  /** The seat drawn at the bottom (the viewer's own; seat 0 for a spectator). */
  bottomSeat: number;
  interaction?: BoardInteraction;
  /** The match is over though the game has no result (the server ended it: a concession, a clock). */
  ended?: boolean;
}

export { seatName };

/**
 * The table as the viewer sees it, laid out from the ruleset's presentation data: the turn line,
 * each side's zones, and the detail of the card last hovered, focused or long-pressed.
 */
export function Board({ view, presentation, bottomSeat, interaction = NO_INTERACTION, ended = false }: Props) {
  const own = view.viewer >= 0 ? view.viewer : null;
  const facts = presentation.presentation.playerFacts;
  const t = useT();
  const language = currentLanguage();
  const words = useMemo(() => cardWords(presentation, language), [presentation, language]);
  const [inspected, setInspected] = useState<{ id: string; pinned: boolean } | null>(null);
  const surroundings = useMemo(
    () => ({
      words,
      inspect: (card: CardView, how: 'glance' | 'pinned') => setInspected({ id: card.id, pinned: how === 'pinned' }),
      leave: (card: CardView) => setInspected((now) => (now && !now.pinned && now.id === card.id ? null : now)),
    }),
    [words],
  );
  // The detail follows the card as the game changes it; it closes when the card leaves sight.
  const shownCard = inspected === null ? null : findCard(view, inspected.id);
  return (
    <CardSurroundingsContext.Provider value={surroundings}>
      <div class="board" aria-label={t('board.label')}>
        <TurnLine
          view={view}
          phases={presentation.presentation.phases}
          words={words}
          over={ended || view.result !== null}
        />
        {layOutBoard(view, presentation.presentation.zones, bottomSeat).map((side) => {
          const player = side.player === null ? null : view.players[side.player];
          const owner = side.player === null ? '' : seatName(side.player, own);
          return (
            <section
              key={side.player ?? 'shared'}
              class={`side side-${side.player === null ? 'shared' : side.player === bottomSeat ? 'own' : 'other'}`}
              aria-label={side.player === null ? t('board.shared') : t('board.side', { owner })}
            >
              {player && (
                <p class="player-line">
                  <strong>{owner}</strong>
                  {view.turn.activePlayer === player.id && <span class="badge">{t('board.turnBadge')}</span>}
                  {view.pending && view.pending.player === player.id && (
                    <span class="badge">{t('board.decidingBadge')}</span>
                  )}
                  {player.lost && <span class="badge lost">{t('board.lost', { reason: player.lost.reason })}</span>}
                  {facts.map((f) => {
                    const value = factValue(view, player.id, f);
                    return value === null ? null : (
                      <span key={f.label} class="fact" data-fact={f.label}>
                        {words.word(f.label)}: {value}
                      </span>
                    );
                  })}
                </p>
              )}
              {side.rows.map((row, i) => (
                <div key={i} class="row">
                  {row.map((zone) => (
                    <ZoneArea
                      key={zone.key}
                      zone={zone}
                      presentation={presentation}
                      interaction={interaction}
                      ownerName={owner}
                    />
                  ))}
                </div>
              ))}
            </section>
          );
        })}
        {shownCard && (
          <div class={`detail-dock${inspected?.pinned ? ' pinned' : ''}`}>
            <CardDetail
              card={shownCard}
              presentation={presentation}
              words={words}
              title={cardTitle(shownCard, presentation.presentation.face, words)}
              onClose={inspected?.pinned ? () => setInspected(null) : undefined}
            />
          </div>
        )}
      </div>
    </CardSurroundingsContext.Provider>
  );
}
