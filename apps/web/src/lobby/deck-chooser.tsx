import { useState } from 'preact/hooks';
import type { DeckInput } from '@tcgkit/protocol';
import { lobbyApi, type RulesetInfo } from '../api/lobby-api';
import { currentLanguage, useT } from '../i18n/use-t';
import { deckName } from './game-option-words';
import { savedDecks } from '../deck-builder/saved-decks';

interface Props {
  label: string;
  ruleset: RulesetInfo;
  options: Record<string, unknown>;
  deck: DeckInput;
  onChange: (deck: DeckInput) => void;
  /** Whether pasting or uploading a deck file is offered (the bot plays a sample deck). */
  allowText: boolean;
}

const PASTE = '\u0000paste';
/** The select's value of a deck saved by the deck builder. */
const SAVED = '\u0000saved:';

/**
 * A deck for one seat: a sample deck, or a deck file pasted or uploaded. "Check deck" runs the
 * ruleset's deck rules on the server and lists every problem with the rule it breaks.
 */
export function DeckChooser({ label, ruleset, options, deck, onChange, allowText }: Props) {
  const [problems, setProblems] = useState<{ rule: string; message: string }[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const saved = savedDecks.of(ruleset.id);
  const check = () => {
    setError(null);
    lobbyApi.checkDeck(ruleset.id, deck, options).then(
      (r) => setProblems(r.problems),
      (e: Error) => {
        setProblems(null);
        setError(e.message);
      },
    );
  };
  // A text that is a saved deck's shows as that deck (the deck builder sends its player here with one).
  const fromSaved = 'text' in deck ? saved.find((d) => d.text === deck.text && d.text !== '') : undefined;
  const text = 'text' in deck && !fromSaved ? deck.text : null;
  return (
    <fieldset class="deck">
      <legend>{label}</legend>
      <label>
        {t('lobby.deck')}{' '}
        <select
          aria-label={t('lobby.deckLabel', { label })}
          value={'sample' in deck ? deck.sample : fromSaved ? SAVED + fromSaved.name : PASTE}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setProblems(null);
            const chosen = v.startsWith(SAVED) ? saved.find((d) => SAVED + d.name === v) : undefined;
            onChange(chosen ? { text: chosen.text } : v === PASTE ? { text: '' } : { sample: v });
          }}
        >
          {Object.keys(ruleset.sampleDecks).map((name) => (
            <option key={name} value={name}>
              {t('lobby.sample', { name: deckName(ruleset, name, currentLanguage()) })}
            </option>
          ))}
          {allowText &&
            saved.map((d) => (
              <option key={d.name} value={SAVED + d.name}>
                {t('decks.saved', { name: d.name })}
              </option>
            ))}
          {allowText && <option value={PASTE}>{t('lobby.deckFile')}</option>}
        </select>
      </label>
      {text !== null && (
        <>
          <textarea
            aria-label={t('lobby.deckFileText', { label })}
            rows={6}
            value={text}
            onInput={(e) => onChange({ text: e.currentTarget.value })}
          />
          <label>
            {t('lobby.upload')}{' '}
            <input
              type="file"
              aria-label={t('lobby.deckFileLabel', { label })}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (file) void file.text().then((t) => onChange({ text: t }));
              }}
            />
          </label>
        </>
      )}
      <button type="button" onClick={check}>
        {t('lobby.checkDeck')}
      </button>
      {problems && problems.length === 0 && <p role="status">{t('lobby.deckLegal')}</p>}
      {problems && problems.length > 0 && (
        <ul class="problems" aria-label={t('lobby.deckProblems', { label })}>
          {problems.map((p, i) => (
            <li key={i}>
              <strong>{p.rule}</strong> {p.message}
            </li>
          ))}
        </ul>
      )}
      {error && <p role="alert">{error}</p>}
    </fieldset>
  );
}
