import { distance } from 'fastest-levenshtein';

/** A card as a deck list may name it: its id, its printed name and the other names the ruleset gives it. */
export interface NamedCard {
  id: string;
  name: string;
  /** Further names a deck list may use for this card, e.g. a print's `Name SET 12` (reprints all map here). */
  aliases?: readonly string[];
}

/** What one deck entry's card text resolves to. */
export type CardLookup =
  | { kind: 'found'; id: string }
  | { kind: 'unknown'; suggestions: string[] }
  | { kind: 'ambiguous'; candidates: string[] };

/** How many closest names an unknown entry suggests. */
const SUGGESTIONS = 3;

/**
 * The key a name is compared by: case, accents (`Flabébé` = `Flabebe`), curly apostrophes and
 * repeated spaces do not matter, because players type deck lists by hand.
 */
export function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Finds cards by what a deck list calls them: the exact id first, then the printed name or an
 * alias. A name shared by different cards is ambiguous (its candidates are the card's
 * distinguishing aliases when it has them, else the ids); an unknown name gets the closest known
 * names as suggestions.
 */
export class CardNameIndex {
  private readonly ids = new Set<string>();
  private readonly byKey = new Map<string, Set<string>>();
  /** The text shown for a key (the first spelling seen), for suggestions. */
  private readonly spelling = new Map<string, string>();
  private readonly aliasesById = new Map<string, readonly string[]>();

  /**
   * @param fallback what a text naming no card stands for when the ruleset knows (see
   *   `CardPool.deckNameFallback`): looked up instead, once.
   */
  constructor(
    cards: Iterable<NamedCard>,
    private readonly fallback?: (text: string) => string | null,
  ) {
    for (const c of cards) {
      this.ids.add(c.id);
      this.aliasesById.set(c.id, c.aliases ?? []);
      for (const name of [c.name, ...(c.aliases ?? [])]) {
        const key = nameKey(name);
        if (key === '') continue;
        let set = this.byKey.get(key);
        if (!set) this.byKey.set(key, (set = new Set()));
        set.add(c.id);
        if (!this.spelling.has(key)) this.spelling.set(key, name);
      }
    }
  }

  /** The card an entry's text names. */
  resolve(text: string): CardLookup {
    if (this.ids.has(text)) return { kind: 'found', id: text };
    const key = nameKey(text);
    const ids = this.byKey.get(key);
    if (ids && ids.size === 1) return { kind: 'found', id: [...ids][0] };
    if (ids) return { kind: 'ambiguous', candidates: [...ids].map((id) => this.distinguishing(id, key)) };
    const instead = this.fallback?.(text);
    if (instead) {
      const found = this.byKey.get(nameKey(instead));
      if (found?.size === 1) return { kind: 'found', id: [...found][0] };
    }
    return { kind: 'unknown', suggestions: this.closest(key) };
  }

  /** How to name one card of an ambiguous name unambiguously: its first alias that is its own, else its id. */
  private distinguishing(id: string, key: string): string {
    const own = this.aliasesById.get(id)?.find((a) => nameKey(a) !== key && this.byKey.get(nameKey(a))?.size === 1);
    return own ?? id;
  }

  private closest(key: string): string[] {
    const scored: { text: string; d: number }[] = [];
    for (const [k, text] of this.spelling) scored.push({ text, d: distance(key, k) });
    scored.sort((a, b) => a.d - b.d || a.text.localeCompare(b.text));
    // A near miss differs in a few letters (a third of the text at most); anything further is noise.
    return scored
      .filter((s) => s.d <= Math.max(2, Math.floor(key.length / 3)))
      .slice(0, SUGGESTIONS)
      .map((s) => s.text);
  }
}
