import type { CardCatalogue, CardDefinition } from '@tcgkit/core';
import type { CardPage, CardSearch, CatalogueCard } from '@tcgkit/protocol';

/** A ruleset's cards as a card browser searches them: each card's words read once. */
export class CardCatalogueIndex {
  private readonly cards: { card: CatalogueCard; name: string; text: string }[];
  private readonly kinds: string[];
  private readonly types: string[];

  constructor(
    private readonly ruleset: string,
    definitions: readonly CardDefinition[],
    fields: CardCatalogue,
  ) {
    this.cards = definitions.map((d) => {
      const kind = fields.kind === undefined ? null : word(d[fields.kind]);
      const types = fields.types.flatMap((f) => words(d[f]));
      const text = stringsUnder(d, new Set(fields.text)).join('\n');
      const card = { id: d.id, name: d.name, kind, types, text, printed: printed(d) };
      return { card, name: d.name.toLocaleLowerCase(), text: text.toLocaleLowerCase() };
    });
    this.kinds = [...new Set(this.cards.flatMap((c) => (c.card.kind === null ? [] : [c.card.kind])))].sort();
    this.types = [...new Set(this.cards.flatMap((c) => c.card.types))].sort();
  }

  /** A page of the cards matching every filter given, by name. */
  search(q: CardSearch): CardPage {
    const name = q.q?.trim().toLocaleLowerCase();
    const text = q.text?.trim().toLocaleLowerCase();
    const found = this.cards
      .filter(
        (c) =>
          (!name || c.name.includes(name)) &&
          (!text || c.text.includes(text)) &&
          (!q.kind || c.card.kind === q.kind) &&
          (!q.type || c.card.types.includes(q.type)),
      )
      .sort((a, b) => a.card.name.localeCompare(b.card.name) || a.card.id.localeCompare(b.card.id));
    return {
      ruleset: this.ruleset,
      total: found.length,
      offset: q.offset,
      cards: found.slice(q.offset, q.offset + q.limit).map((c) => c.card),
      kinds: this.kinds,
      types: this.types,
    };
  }
}

function word(v: unknown): string | null {
  return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
}

function words(v: unknown): string[] {
  if (Array.isArray(v)) return v.flatMap((x) => (word(x) === null ? [] : [word(x)!]));
  const w = word(v);
  return w === null ? [] : [w];
}

/** Every string under a key of `keys`, at any depth (a card's text, its attacks' and abilities' texts). */
function stringsUnder(v: unknown, keys: ReadonlySet<string>, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) stringsUnder(x, keys, out);
  else if (v !== null && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      if (keys.has(k) && typeof x === 'string') out.push(x);
      else stringsUnder(x, keys, out);
    }
  return out;
}

const isPlain = (x: unknown) => x === null || ['string', 'number', 'boolean'].includes(typeof x);

/**
 * What a card detail shows of a definition: its plain fields and lists of them, and its lists of
 * objects (attacks, abilities) with only their plain fields — never the effect programs.
 */
function printed(d: CardDefinition): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(d)) {
    if (isPlain(v)) out[k] = v;
    else if (Array.isArray(v) && v.every(isPlain)) out[k] = v;
    else if (Array.isArray(v))
      out[k] = v
        .filter((x): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x))
        .map((x) =>
          Object.fromEntries(Object.entries(x).filter(([, y]) => isPlain(y) || (Array.isArray(y) && y.every(isPlain)))),
        );
  }
  return out;
}
