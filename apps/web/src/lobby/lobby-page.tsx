import { useEffect, useState } from 'preact/hooks';
import type { ClockSettings, DeckInput, Visibility } from '@tcgkit/protocol';
import { lobbyApi, type RulesetInfo } from '../api/lobby-api';
import { seatStore } from '../game/seat-store';
import { invitationStore } from '../game/invitation-store';
import { savedDecks } from '../deck-builder/saved-decks';
import { NAME_MAX, playerName } from '../tables/player-name';
import { ClockPresets, CLOCK_PRESETS } from './clock-presets';
import { navigate } from '../routing/route';
import { OptionsForm } from './options-form';
import { inLanguage } from '../i18n/localized-text';
import { DeckChooser } from './deck-chooser';
import { MatchList } from './match-list';
import { currentLanguage, useT } from '../i18n/use-t';

const firstSample = (r: RulesetInfo): DeckInput => ({ sample: Object.keys(r.sampleDecks)[0] ?? '' });
const secondSample = (r: RulesetInfo): DeckInput => {
  const names = Object.keys(r.sampleDecks);
  return { sample: names[1] ?? names[0] ?? '' };
};

/**
 * A very short clock, offered when the address asks for it (`?shortClock`): for trying a loss on time.
 */
const SHORT_CLOCK: ClockSettings = { initialMs: 15_000, incrementMs: 0 };

/**
 * The lobby: pick a ruleset, its options, your name and your deck (the other player brings theirs),
 * a clock and who may join, then play the bot or open a table for two.
 */
export function LobbyPage() {
  const [rulesets, setRulesets] = useState<RulesetInfo[] | null>(null);
  const [chosen, setChosen] = useState<string>('');
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [decks, setDecks] = useState<DeckInput[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const [name, setName] = useState(playerName.get());
  const [visibility, setVisibility] = useState<Visibility>('private');
  const [clock, setClock] = useState<ClockSettings | null>(null);
  const asked = new URLSearchParams(location.search);
  const presets = asked.has('shortClock') ? [SHORT_CLOCK, ...CLOCK_PRESETS] : CLOCK_PRESETS;
  useEffect(() => {
    lobbyApi.rulesets().then(
      (list) => {
        setRulesets(list);
        // The deck builder sends its player here with a saved deck (`?ruleset=…&deck=…`).
        const wanted = list.find((r) => r.id === asked.get('ruleset')) ?? list[0];
        if (wanted) pick(wanted, asked.get('deck'));
      },
      (e: Error) => setError(e.message),
    );
  }, []);
  const pick = (r: RulesetInfo, savedName: string | null = null) => {
    setChosen(r.id);
    setOptions({});
    const saved = savedDecks.of(r.id).find((d) => d.name === savedName);
    setDecks([saved ? { text: saved.text } : firstSample(r), secondSample(r)]);
    setError(null);
  };
  const ruleset = rulesets?.find((r) => r.id === chosen);
  const start = async (opponent: 'bot' | 'human') => {
    if (!ruleset) return;
    setBusy(true);
    setError(null);
    try {
      const seats = Array.from({ length: ruleset.players }, (_, i) => (i === 0 ? 'human' : opponent));
      // The host chooses only their own deck: a friend brings theirs when taking the seat.
      const chosenDecks = decks.map((d, i) => (i === 0 || opponent === 'bot' ? d : null));
      const { match, invitation } = await lobbyApi.createMatch({
        ruleset: ruleset.id,
        options,
        seats,
        decks: chosenDecks,
        visibility,
        clock: clock ?? undefined,
      });
      if (invitation) invitationStore.set(match.id, invitation);
      playerName.set(name);
      const joined = await lobbyApi.join(match.id, 0, { name: name.trim() || undefined }, invitation);
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
                const r = rulesets.find((x) => x.id === e.currentTarget.value);
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
            {(ruleset.descriptionWords || ruleset.description) && (
              <p class="hint">
                {ruleset.descriptionWords
                  ? inLanguage(ruleset.descriptionWords, currentLanguage())
                  : ruleset.description}
              </p>
            )}
            <OptionsForm ruleset={ruleset} values={options} onChange={setOptions} />
            <label>
              {t('tables.yourName')}{' '}
              <input
                value={name}
                maxLength={NAME_MAX}
                autocomplete="nickname"
                onInput={(e) => setName(e.currentTarget.value)}
              />
            </label>
            {decks.map((deck, seat) => (
              // Your own deck; the others are the bot's (a friend brings their own to a table for two).
              <DeckChooser
                key={`${ruleset.id}-${seat}`}
                label={seat === 0 ? t('lobby.yourDeck') : t('tables.botDeck', { seat: seat + 1 })}
                ruleset={ruleset}
                options={options}
                deck={deck}
                allowText={seat === 0}
                onChange={(d) => setDecks(decks.map((old, i) => (i === seat ? d : old)))}
              />
            ))}
            <ClockPresets value={clock} onChange={setClock} presets={presets} />
            <fieldset class="visibility">
              <legend>{t('tables.visibility')}</legend>
              {(['private', 'public'] as const).map((v) => (
                <label key={v}>
                  <input
                    type="radio"
                    name="visibility"
                    value={v}
                    checked={visibility === v}
                    onChange={() => setVisibility(v)}
                  />{' '}
                  {t(`tables.${v}`)}
                </label>
              ))}
            </fieldset>
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
      <MatchList rulesets={rulesets ?? []} />
    </div>
  );
}
