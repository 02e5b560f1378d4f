import { useEffect, useState } from 'preact/hooks';
import type { DeckInput } from '@tcgkit/protocol';
import { lobbyApi, type RulesetInfo } from '../api/lobby-api';
import { seatStore } from '../game/seat-store';
import { navigate } from '../routing/route';
import { OptionsForm } from './options-form';
import { DeckChooser } from './deck-chooser';
import { MatchList } from './match-list';
import { useT } from '../i18n/use-t';

const firstSample = (r: RulesetInfo): DeckInput => ({ sample: Object.keys(r.sampleDecks)[0] ?? '' });
const secondSample = (r: RulesetInfo): DeckInput => {
  const names = Object.keys(r.sampleDecks);
  return { sample: names[1] ?? names[0] ?? '' };
};

/** The lobby: pick a ruleset, its options and decks, then play the bot or open a match for two. */
export function LobbyPage() {
  const [rulesets, setRulesets] = useState<RulesetInfo[] | null>(null);
  const [chosen, setChosen] = useState<string>('');
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [decks, setDecks] = useState<DeckInput[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
  useEffect(() => {
    lobbyApi.rulesets().then(
      (list) => {
        setRulesets(list);
        if (list[0]) pick(list[0]);
      },
      (e: Error) => setError(e.message),
    );
  }, []);
  const pick = (r: RulesetInfo) => {
    setChosen(r.id);
    setOptions({});
    setDecks([firstSample(r), secondSample(r)]);
    setError(null);
  };
  const ruleset = rulesets?.find((r) => r.id === chosen);
  const start = async (opponent: 'bot' | 'human') => {
    if (!ruleset) return;
    setBusy(true);
    setError(null);
    try {
      const seats = Array.from({ length: ruleset.players }, (_, i) => (i === 0 ? 'human' : opponent));
      const match = await lobbyApi.createMatch({ ruleset: ruleset.id, options, seats, decks });
      const joined = await lobbyApi.join(match.id, 0);
      seatStore.set(match.id, { seat: 0, credential: joined.credential });
      navigate(`/match/${match.id}`);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="lobby">
      <section class="new-match" aria-label={t('lobby.newMatch')}>
        <h1>{t('lobby.title')}</h1>
        {rulesets === null && !error && <p>{t('lobby.loadingRulesets')}</p>}
        {rulesets && (
          <label>
            {t('lobby.ruleset')}{' '}
            <select
              value={chosen}
              onChange={(e) => {
                const r = rulesets.find((x) => x.id === (e.target as HTMLSelectElement).value);
                if (r) pick(r);
              }}
            >
              {rulesets.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name} ({r.version})
                </option>
              ))}
            </select>
          </label>
        )}
        {ruleset && (
          <>
            {ruleset.description && <p class="hint">{ruleset.description}</p>}
            <OptionsForm ruleset={ruleset} values={options} onChange={setOptions} />
            {decks.map((deck, seat) => (
              <DeckChooser
                key={`${ruleset.id}-${seat}`}
                label={seat === 0 ? t('lobby.yourDeck') : t('lobby.deckOfSeat', { seat: seat + 1 })}
                ruleset={ruleset}
                options={options}
                deck={deck}
                allowText
                onChange={(d) => setDecks(decks.map((old, i) => (i === seat ? d : old)))}
              />
            ))}
            <p class="actions">
              <button type="button" disabled={busy} onClick={() => void start('bot')}>
                {t('lobby.playBot')}
              </button>{' '}
              <button type="button" disabled={busy} onClick={() => void start('human')}>
                {t('lobby.createForTwo')}
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
      <MatchList />
    </div>
  );
}
