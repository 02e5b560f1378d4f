import { seatNames } from '../game/seat-names';
import type { PlayerView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';
import { NO_INTERACTION, type BoardInteraction } from './board-interaction';
import { layOutBoard } from './board-layout';
import { ZoneArea } from './zone-area';
import { displayValue } from './display-value';
import { i18n } from '../i18n/i18n';
import { useT } from '../i18n/use-t';

interface Props {
  view: PlayerView;
  presentation: Presentation;
  /** The seat drawn at the bottom (the viewer's own; seat 0 for a spectator). */
  bottomSeat: number;
  interaction?: BoardInteraction;
}

/** A player's name on the board: "You" for the viewer's own seat. */
export const seatName = (seat: number, own: number | null) =>
  seat === own ? i18n.t('seat.you') : (seatNames.of(seat) ?? i18n.t('seat.player', { seat: seat + 1 }));

/** The table as the viewer sees it, laid out from the ruleset's presentation data. */
export function Board({ view, presentation, bottomSeat, interaction = NO_INTERACTION }: Props) {
  const own = view.viewer >= 0 ? view.viewer : null;
  const facts = presentation.presentation.playerFacts;
  const t = useT();
  return (
    <div class="board" aria-label={t('board.label')}>
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
                {facts.map((f) =>
                  player.data[f.key] === undefined ? null : (
                    <span key={f.key} class="fact">
                      {f.label}: {displayValue(player.data[f.key])}
                    </span>
                  ),
                )}
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
    </div>
  );
}
