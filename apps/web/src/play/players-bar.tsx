import type { GameSnapshot } from '../game/game-state';
import { useT } from '../i18n/use-t';
import { formatTime, LOW_TIME_MS, useClockTimes } from './seat-clock';

/** A seat as the table names it: the player's chosen name, the bot, or "Player n". */
export function useSeatLabel(players: GameSnapshot['players']) {
  const t = useT();
  return (seat: number) =>
    players[seat]?.name ??
    (players[seat]?.kind === 'bot' ? t('tables.bot') : t('tables.anonymous', { seat: seat + 1 }));
}

/**
 * Who sits at the table — each seat's name, yours marked — and, in a timed match, both seats'
 * time counting down (the running one highlighted, low time warned, a time-out shown as zero).
 */
export function PlayersBar({ snapshot }: { snapshot: GameSnapshot }) {
  const t = useT();
  const label = useSeatLabel(snapshot.players);
  const over = snapshot.status === 'finished';
  const times = useClockTimes(snapshot.clock, over);
  const seats = snapshot.players.length || snapshot.view?.players.length || 0;
  return (
    <ul class="players-bar" aria-label={snapshot.clock ? t('clock.label') : undefined}>
      {Array.from({ length: seats }, (_, seat) => {
        const time = times[seat];
        const running = !over && snapshot.clock?.running === seat;
        const low = time !== undefined && time < LOW_TIME_MS;
        return (
          <li
            key={seat}
            class={`player-chip${seat === snapshot.seat ? ' own' : ''}${running ? ' running' : ''}${low ? ' low' : ''}`}
            data-seat={seat}
          >
            <span class="player-name">
              {label(seat)}
              {seat === snapshot.seat ? ` (${t('seat.you')})` : ''}
            </span>
            {time !== undefined && (
              <span class="seat-clock" role="timer" aria-label={`${label(seat)}: ${formatTime(time)}`}>
                {formatTime(time)}
                {running && <span class="clock-note"> · {t('clock.running')}</span>}
                {low && <span class="clock-note"> · {t('clock.low')}</span>}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
