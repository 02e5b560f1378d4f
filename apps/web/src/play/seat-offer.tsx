import { useState } from 'preact/hooks';
import { lobbyApi } from '../api/lobby-api';
import type { HeldSeat } from '../game/seat-store';
import { useT } from '../i18n/use-t';

interface Props {
  match: string;
  seat: number;
  onTaken: (seat: HeldSeat) => void;
  onWatch: () => void;
}

/** A shared seat link opened: take the seat (its credential is kept by this browser) or watch. */
export function SeatOffer({ match, seat, onTaken, onWatch }: Props) {
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const take = () =>
    lobbyApi.join(match, seat).then(
      (r) => onTaken({ seat: r.seat, credential: r.credential }),
      (e: Error) => setError(e.message),
    );
  return (
    <section class="seat-offer" aria-label={t('seat.offerLabel')}>
      <h2>{t('seat.offered', { match, seat: seat + 1 })}</h2>
      <button type="button" onClick={() => void take()}>
        {t('seat.take', { seat: seat + 1 })}
      </button>{' '}
      <button type="button" onClick={onWatch}>
        {t('seat.watchInstead')}
      </button>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
