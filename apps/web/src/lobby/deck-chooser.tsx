import { useState } from 'preact/hooks';
import type { DeckInput } from '@tcgkit/protocol';
import { lobbyApi, type RulesetInfo } from '../api/lobby-api';
import { useT } from '../i18n/use-t';

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

/**
 * A deck for one seat: a sample deck, or a deck file pasted or uploaded. "Check deck" runs the
 * ruleset's deck rules on the server and lists every problem with the rule it breaks.
 */
export function DeckChooser({ label, ruleset, options, deck, onChange, allowText }: Props) {
  const [problems, setProblems] = useState<{ rule: string; message: string }[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
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
  const text = 'text' in deck ? deck.text : null;
  return (
    <fieldset class="deck">
      <legend>{label}</legend>
      <label>
        {t('lobby.deck')}{' '}
        <select
          aria-label={t('lobby.deckLabel', { label })}
          value={'sample' in deck ? deck.sample : PASTE}
          onChange={(e) => {
            const v = (e.target as HTMLSelectElement).value;
            setProblems(null);
            onChange(v === PASTE ? { text: '' } : { sample: v });
          }}
        >
          {Object.keys(ruleset.sampleDecks).map((name) => (
            <option key={name} value={name}>
              {t('lobby.sample', { name })}
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
            onInput={(e) => onChange({ text: (e.target as HTMLTextAreaElement).value })}
          />
          <label>
            {t('lobby.upload')}{' '}
            <input
              type="file"
              aria-label={t('lobby.deckFileLabel', { label })}
              onChange={(e) => {
                const file = (e.target as HTMLInputElement).files?.[0];
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
