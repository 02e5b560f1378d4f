import { useEffect, useState } from 'preact/hooks';
import type { CatalogueCard } from '@tcgkit/protocol';
import { lobbyApi, type CardPage } from '../api/lobby-api';
import { useT } from '../i18n/use-t';
import { useCatalogueWords } from './catalogue-words';

interface Props {
  ruleset: string;
  onAdd: (card: CatalogueCard) => void;
  onShow: (card: CatalogueCard) => void;
  /** Copies of each card in the deck (shown beside it). */
  counts: Record<string, number>;
}

const PAGE = 40;

/** The ruleset's cards, searched by name, kind, type and text; each can be shown in full or added. */
export function CardSearch({ ruleset, onAdd, onShow, counts }: Props) {
  const t = useT();
  const say = useCatalogueWords(ruleset);
  const [q, setQ] = useState('');
  const [kind, setKind] = useState('');
  const [type, setType] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState<CardPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = (offset: number) =>
    lobbyApi.cards(ruleset, { q, kind, type, text, offset, limit: PAGE }).then(
      (p) => {
        setError(null);
        setPage((old) => (offset > 0 && old ? { ...p, cards: [...old.cards, ...p.cards] } : p));
      },
      (e: Error) => setError(e.message),
    );
  useEffect(() => {
    const timer = setTimeout(() => void search(0), 150);
    return () => clearTimeout(timer);
  }, [ruleset, q, kind, type, text]);
  const filter = (label: string, value: string, set: (v: string) => void, choices: string[]) => (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => set(e.currentTarget.value)}>
        <option value="">{t('deckBuilder.any')}</option>
        {choices.map((c) => (
          <option key={c} value={c}>
            {say(c)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section class="card-search" aria-label={t('deckBuilder.search')}>
      <div class="filters">
        <label>
          {t('deckBuilder.search')} <input type="search" value={q} onInput={(e) => setQ(e.currentTarget.value)} />
        </label>
        {filter(t('deckBuilder.kind'), kind, setKind, page?.kinds ?? [])}
        {filter(t('deckBuilder.type'), type, setType, page?.types ?? [])}
        <label>
          {t('deckBuilder.text')} <input type="search" value={text} onInput={(e) => setText(e.currentTarget.value)} />
        </label>
      </div>
      {error && <p role="alert">{error}</p>}
      {page && <p role="status">{t('deckBuilder.results', { count: page.total })}</p>}
      <ul class="card-results">
        {(page?.cards ?? []).map((c) => (
          <li key={c.id}>
            <button type="button" class="card-name" onClick={() => onShow(c)}>
              {c.name}
            </button>
            <span class="hint">
              {' '}
              {[c.kind, ...c.types]
                .filter((w): w is string => Boolean(w))
                .map(say)
                .join(' · ')}
            </span>
            {counts[c.id] ? <span class="count"> ×{counts[c.id]}</span> : null}{' '}
            <button type="button" aria-label={t('deckBuilder.addTo', { name: c.name })} onClick={() => onAdd(c)}>
              {t('deckBuilder.add')}
            </button>
          </li>
        ))}
      </ul>
      {page && page.cards.length < page.total && (
        <button type="button" onClick={() => void search(page.cards.length)}>
          {t('deckBuilder.more')}
        </button>
      )}
    </section>
  );
}
