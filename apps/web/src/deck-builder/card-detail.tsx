import type { CatalogueCard } from '@tcgkit/protocol';
import { useT } from '../i18n/use-t';

/** A word, number or list as a line of text. */
const plain = (v: unknown): string => (Array.isArray(v) ? v.map(plain).join(', ') : String(v));

/** Fields a detail never repeats: the card's id (not a player's word) and what the heading shows. */
const SKIPPED = new Set(['id', 'name']);

/**
 * A card of the catalogue in full: its name, kind and types, its printed values, and its text and
 * each attack's or ability's (whatever the ruleset's card data holds, shown as the data names it).
 */
export function CardDetail({ card }: { card: CatalogueCard }) {
  const t = useT();
  const fields = Object.entries(card.printed).filter(
    ([, v]) => v === null || typeof v !== 'object' || (Array.isArray(v) && v.every((x) => typeof x !== 'object')),
  );
  const lists = Object.entries(card.printed).filter(
    (e): e is [string, Record<string, unknown>[]] =>
      Array.isArray(e[1]) && e[1].some((x) => x !== null && typeof x === 'object'),
  );
  return (
    <article class="card-detail" aria-label={t('deckBuilder.detail')}>
      <h3>{card.name}</h3>
      <p class="hint">{[card.kind, ...card.types].filter(Boolean).join(' · ')}</p>
      <dl>
        {fields
          .filter(([k]) => !SKIPPED.has(k) && k !== 'text')
          .map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{plain(v)}</dd>
            </div>
          ))}
      </dl>
      {typeof card.printed.text === 'string' && <p>{card.printed.text}</p>}
      {lists.map(([k, items]) => (
        <section key={k}>
          <h4>{k}</h4>
          <ul>
            {items.map((item, i) => (
              <li key={i}>
                {typeof item.name === 'string' && <strong>{item.name} </strong>}
                {Object.entries(item)
                  .filter(([f]) => f !== 'name' && f !== 'text' && f !== 'id')
                  .map(([f, v]) => `${f}: ${plain(v)}`)
                  .join(' · ')}
                {typeof item.text === 'string' && <p>{item.text}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
