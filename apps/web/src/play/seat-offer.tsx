import { useEffect, useState } from 'preact/hooks';
import type { DeckInput } from '@tcgkit/protocol';
import { lobbyApi, type MatchSummary, type RulesetInfo } from '../api/lobby-api';
import type { HeldSeat } from '../game/seat-store';
import { DeckChooser } from '../lobby/deck-chooser';
import { NAME_MAX, playerName } from '../tables/player-name';
import { useT } from '../i18n/use-t';

interface Props {
  match: string;
  seat: number;
  /** The table's invitation (a private table's link carries it), or null. */
  invitation: string | null;
  onTaken: (seat: HeldSeat) => void;
  onWatch: () => void;
}

/**
 * A shared seat link opened: who is at the table, then the player's name and their own deck
 * (a sample, a saved one or a pasted list, checked by the deck rules when the seat is taken);
 * or watch instead.
 */
export function SeatOffer({ match, seat, invitation, onTaken, onWatch }: Props) {
  const t = useT();
  const [table, setTable] = useState<MatchSummary | null>(null);
  const [ruleset, setRuleset] = useState<RulesetInfo | null>(null);
  const [missing, setMissing] = useState(false);
  const [name, setName] = useState(playerName.get());
  const [deck, setDeck] = useState<DeckInput | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    lobbyApi.summary(match, invitation).then(
      async (m) => {
        setTable(m);
        const r = (await lobbyApi.rulesets()).find((x) => x.id === m.ruleset) ?? null;
        setRuleset(r);
        if (r) setDeck({ sample: Object.keys(r.sampleDecks)[0] ?? '' });
      },
      () => setMissing(true),
    );
  }, [match, invitation]);
  if (missing)
    return (
      <p role="alert" class="refusal">
        {t('tables.notFound')}
      </p>
    );
  if (!table || !ruleset || !deck) return <p>{t('play.loading')}</p>;
  const present = table.seats.filter((s) => s.taken && s.kind === 'human' && s.name).map((s) => s.name);
  const ownDeck = table.version === 0;
  const take = () => {
    setBusy(true);
    setError(null);
    playerName.set(name);
    lobbyApi.join(match, seat, { name: name.trim() || undefined, deck: ownDeck ? deck : undefined }, invitation).then(
      (r) => onTaken({ seat: r.seat, credential: r.credential }),
      (e: Error) => {
        setBusy(false);
        setError(e.message);
      },
    );
  };
  return (
    <section class="seat-offer" aria-label={t('seat.offerLabel')}>
      <h2>{t('tables.joinTitle', { ruleset: ruleset.name, seat: seat + 1 })}</h2>
      {present.length > 0 && <p>{t('tables.hostIs', { names: present.join(', ') })}</p>}
      <label>
        {t('tables.yourName')}{' '}
        <input
          value={name}
          maxLength={NAME_MAX}
          autocomplete="nickname"
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
        />
      </label>
      {ownDeck && (
        <DeckChooser
          label={t('lobby.yourDeck')}
          ruleset={ruleset}
          options={table.options}
          deck={deck}
          allowText
          onChange={setDeck}
        />
      )}
      <p class="actions">
        <button type="button" disabled={busy || name.trim() === ''} onClick={take}>
          {t('tables.take', { seat: seat + 1 })}
        </button>{' '}
        <button type="button" onClick={onWatch}>
          {t('seat.watchInstead')}
        </button>
      </p>
      {error && (
        <p role="alert" class="refusal">
          {error}
        </p>
      )}
    </section>
  );
}
