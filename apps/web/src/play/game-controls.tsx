import { useEffect, useState } from 'preact/hooks';
import { lobbyApi } from '../api/lobby-api';
import type { GameSnapshot } from '../game/game-state';
import { seatStore, type HeldSeat } from '../game/seat-store';
import { invitationStore } from '../game/invitation-store';
import { navigate } from '../routing/route';
import { useT } from '../i18n/use-t';
import { downloadRecord } from './record-download';

interface Props {
  match: string;
  held: HeldSeat | null;
  snapshot: GameSnapshot;
  label: (seat: number) => string;
}

/**
 * What a player can do besides answering: concede (after a confirmation) or leave while the match
 * runs; after the end, ask for or accept a rematch (the page follows to it), go back to the lobby,
 * watch the replay or download the record.
 */
export function GameControls({ match, held, snapshot, label }: Props) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const over = snapshot.status === 'finished';
  const rematch = snapshot.rematch;
  const seats = snapshot.players.length;
  const fail = (e: Error) => setError(e.message);

  // Both players follow to the rematch: each credential holds its moved seat there.
  useEffect(() => {
    if (!held || !rematch?.match || seats === 0) return;
    seatStore.set(rematch.match, { seat: (held.seat + 1) % seats, credential: held.credential });
    const invitation = invitationStore.get(match);
    if (invitation) invitationStore.set(rematch.match, invitation);
    navigate(`/match/${encodeURIComponent(rematch.match)}`);
  }, [rematch?.match]);

  const concede = () => {
    if (!held) return;
    setConfirming(false);
    lobbyApi.concede(match, held.seat, held.credential).catch(fail);
  };
  const leave = () => {
    if (!held) return;
    lobbyApi.leave(match, held.seat, held.credential).then(() => {
      seatStore.forget(match);
      navigate('/');
    }, fail);
  };
  const offer = () => {
    if (held) lobbyApi.rematch(match, held.seat, held.credential).catch(fail);
  };
  const offeredByMe = held !== null && rematch?.offeredBy.includes(held.seat) === true;
  const others = rematch?.offeredBy.filter((s) => s !== held?.seat) ?? [];
  const humans = snapshot.players.some((p, s) => p.kind === 'human' && s !== held?.seat);

  return (
    <section class="game-controls" aria-label={t('controls.label')}>
      {!over && held && !confirming && (
        <>
          <button type="button" class="concede" onClick={() => setConfirming(true)}>
            {t('controls.concede')}
          </button>{' '}
          <button type="button" onClick={leave}>
            {t('controls.leave')}
          </button>
        </>
      )}
      {!over && confirming && (
        <div role="alertdialog" aria-label={t('controls.concede')} class="confirm">
          <p>{t('controls.concedeConfirm')}</p>
          <button type="button" class="concede" onClick={concede}>
            {t('controls.concedeYes')}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {t('controls.concedeNo')}
          </button>
        </div>
      )}
      {over && (
        <>
          {others.length > 0 && !offeredByMe && (
            <p role="status">{t('controls.rematchWanted', { name: others.map(label).join(', ') })}</p>
          )}
          {offeredByMe && !rematch?.match && <p role="status">{t('controls.rematchOffered')}</p>}
          <p class="actions">
            {held && !offeredByMe && (humans || others.length > 0) && (
              <button type="button" onClick={offer}>
                {others.length > 0 ? t('controls.acceptRematch') : t('controls.offerRematch')}
              </button>
            )}
            {rematch?.match && (
              <button type="button" onClick={() => navigate(`/match/${encodeURIComponent(rematch.match!)}`)}>
                {t('controls.toRematch')}
              </button>
            )}
            <button type="button" onClick={() => navigate(`/replay/${encodeURIComponent(match)}`)}>
              {t('controls.toReplay')}
            </button>
            <button type="button" onClick={() => void downloadRecord(match, invitationStore.get(match)).catch(fail)}>
              {t('controls.download')}
            </button>
            <button type="button" onClick={() => navigate('/')}>
              {t('controls.backToLobby')}
            </button>
          </p>
        </>
      )}
      {error && (
        <p role="alert" class="refusal">
          {error}
        </p>
      )}
    </section>
  );
}
