import { useEffect, useMemo, useState } from 'preact/hooks';
import type { CatalogueCard } from '@tcgkit/protocol';
import { lobbyApi, type RulesetInfo } from '../api/lobby-api';
import { navigate } from '../routing/route';
import { useT } from '../i18n/use-t';
import { useCatalogueWords } from './catalogue-words';
import { CardSearch } from './card-search';
import { CardDetail } from './card-detail';
import { changeCount, draftCards, draftOf, draftSize, draftText, type DeckDraft } from './deck-draft';
import { savedDecks } from './saved-decks';
import { useDeckCheck } from './use-deck-check';

/** Every card name of a ruleset, by id (for writing the deck by name): the catalogue read page by page. */
async function allNames(ruleset: string): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let offset = 0; ; offset += 200) {
    const page = await lobbyApi.cards(ruleset, { offset, limit: 200 });
    for (const c of page.cards) names.set(c.id, c.name);
    if (offset + 200 >= page.total) return names;
  }
}

/**
 * The deck builder: search a ruleset's cards and add them by clicking, see a card in full, keep
 * count, the deck rules checked live (each problem with its rule ID), save decks in this browser,
 * read and write a deck as text by card name, and start a match with it.
 */
export function DeckBuilderPage() {
  const t = useT();
  const [rulesets, setRulesets] = useState<RulesetInfo[]>([]);
  const [ruleset, setRuleset] = useState('');
  const [draft, setDraft] = useState<DeckDraft>({});
  const [zone, setZone] = useState('deck');
  const [shown, setShown] = useState<CatalogueCard | null>(null);
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const [deckName, setDeckName] = useState('');
  const [text, setText] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [, setSavedVersion] = useState(0);

  useEffect(() => {
    lobbyApi.rulesets().then(
      (list) => {
        setRulesets(list);
        if (list[0]) setRuleset(list[0].id);
      },
      (e: Error) => setError(e.message),
    );
  }, []);
  useEffect(() => {
    if (!ruleset) return;
    setDraft({});
    setShown(null);
    void allNames(ruleset).then(setNames, (e: Error) => setError(e.message));
  }, [ruleset]);

  const info = rulesets.find((r) => r.id === ruleset);
  const say = useCatalogueWords(ruleset);
  const zones = useMemo(
    () => [...new Set(Object.values(info?.sampleDecks ?? {}).flatMap((d) => Object.keys(d)))],
    [info],
  );
  const cards = draftCards(draft);
  const { problems, error: checkError } = useDeckCheck(ruleset, cards);
  const counts = draft[zone] ?? {};
  const asText = draftText(draft, names, zones.length > 0 ? zones : ['deck']);
  const saved = ruleset ? savedDecks.of(ruleset) : [];

  const readText = (value: string) =>
    lobbyApi.checkDeck(ruleset, { text: value }, {}).then(
      (r) => {
        setDraft(draftOf(r.deck));
        setText(null);
        setError(null);
      },
      (e: Error) => setError(e.message),
    );
  const save = () => {
    const name = deckName.trim();
    if (!name) return false;
    savedDecks.save({ name, ruleset, text: asText });
    setSavedVersion((v) => v + 1);
    setNote(t('deckBuilder.savedAs', { name }));
    return true;
  };

  return (
    <div class="deck-builder">
      <h1>{t('deckBuilder.title')}</h1>
      <label>
        {t('deckBuilder.ruleset')}{' '}
        <select value={ruleset} onChange={(e) => setRuleset(e.currentTarget.value)}>
          {rulesets.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      {zones.length > 1 && (
        <label>
          {t('deckBuilder.zone')}{' '}
          <select value={zone} onChange={(e) => setZone(e.currentTarget.value)}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {say(z)}
              </option>
            ))}
          </select>
        </label>
      )}
      {error && (
        <p role="alert" class="refusal">
          {error}
        </p>
      )}
      <div class="builder-columns">
        {ruleset && (
          <CardSearch
            ruleset={ruleset}
            counts={counts}
            onShow={setShown}
            onAdd={(c) => {
              setShown(c);
              setDraft((d) => changeCount(d, zone, c.id, 1));
            }}
          />
        )}
        <div class="builder-side">
          {shown && <CardDetail card={shown} />}
          <section class="deck-list" aria-label={t('deckBuilder.deck', { count: draftSize(draft) })}>
            <h2>{t('deckBuilder.deck', { count: draftSize(draft) })}</h2>
            {draftSize(draft) === 0 && <p>{t('deckBuilder.empty')}</p>}
            {Object.entries(draft)
              .filter(([, c]) => Object.keys(c).length > 0)
              .map(([z, c]) => (
                <div key={z}>
                  {zones.length > 1 && (
                    <h3>
                      {t('deckBuilder.zoneCount', { zone: say(z), count: Object.values(c).reduce((a, b) => a + b, 0) })}
                    </h3>
                  )}
                  <ul>
                    {Object.entries(c).map(([id, n]) => (
                      <li key={id}>
                        <span class="count">{n}</span> {names.get(id) ?? id}{' '}
                        <button
                          type="button"
                          aria-label={t('deckBuilder.removeOne', { name: names.get(id) ?? id })}
                          onClick={() => setDraft((d) => changeCount(d, z, id, -1))}
                        >
                          −
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            {problems === null && !checkError && <p role="status">{t('deckBuilder.checking')}</p>}
            {problems && problems.length === 0 && (
              <p role="status" class="deck-legal">
                {t('deckBuilder.legal')}
              </p>
            )}
            {problems && problems.length > 0 && (
              <ul class="problems" aria-label={t('deckBuilder.problems')}>
                {problems.map((p, i) => (
                  <li key={i}>
                    <strong>{p.rule}</strong> {p.message}
                  </li>
                ))}
              </ul>
            )}
            {checkError && <p role="alert">{checkError}</p>}
          </section>
          <section class="deck-save">
            <label>
              {t('deckBuilder.deckName')}{' '}
              <input value={deckName} maxLength={60} onInput={(e) => setDeckName(e.currentTarget.value)} />
            </label>{' '}
            <button type="button" disabled={!deckName.trim()} onClick={save}>
              {t('deckBuilder.save')}
            </button>{' '}
            <button
              type="button"
              disabled={!deckName.trim() || problems === null || problems.length > 0}
              onClick={() =>
                save() &&
                navigate(`/?ruleset=${encodeURIComponent(ruleset)}&deck=${encodeURIComponent(deckName.trim())}`)
              }
            >
              {t('deckBuilder.play')}
            </button>
            {note && <p role="status">{note}</p>}
            <h3>{t('deckBuilder.saved')}</h3>
            {saved.length === 0 && <p>{t('deckBuilder.noSaved')}</p>}
            <ul>
              {saved.map((d) => (
                <li key={d.name}>
                  {d.name}{' '}
                  <button
                    type="button"
                    onClick={() => {
                      setDeckName(d.name);
                      void readText(d.text);
                    }}
                  >
                    {t('deckBuilder.load')}
                  </button>{' '}
                  <button
                    type="button"
                    onClick={() => {
                      savedDecks.remove(ruleset, d.name);
                      setSavedVersion((v) => v + 1);
                    }}
                  >
                    {t('deckBuilder.delete')}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section class="deck-text">
            <label>
              {t('deckBuilder.asText')}
              <textarea rows={8} value={text ?? asText} onInput={(e) => setText(e.currentTarget.value)} />
            </label>
            <button type="button" disabled={text === null} onClick={() => text !== null && void readText(text)}>
              {t('deckBuilder.import')}
            </button>
          </section>
        </div>
      </div>
    </div>
  );
}
