import { useEffect, useState } from 'preact/hooks';
import { lobbyApi, type Presentation } from '../api/lobby-api';
import { cardWords } from '../board/card-words';
import { currentLanguage } from '../i18n/use-t';

/**
 * Player words for the raw values a card catalogue lists (a card's kind, its types, a deck's zones):
 * the ruleset's own words for them from its presentation — a zone's label, a symbol's label, a value
 * word of its card detail —
 * in the viewer's language. A value the presentation does not name is shown as it is.
 */
export function useCatalogueWords(ruleset: string): (value: string) => string {
  const [presentation, setPresentation] = useState<Presentation | null>(null);
  useEffect(() => {
    setPresentation(null);
    if (!ruleset) return;
    lobbyApi.presentation(ruleset).then(setPresentation, () => setPresentation(null));
  }, [ruleset]);
  if (!presentation) return (value) => value;
  const english = new Map<string, string>(presentation.presentation.zones.map((z) => [z.zone, z.label]));
  for (const [value, symbol] of Object.entries(presentation.presentation.detail.symbols))
    english.set(value, symbol.label);
  collectValueWords(presentation.presentation.detail, english);
  const words = cardWords(presentation, currentLanguage());
  return (value) => {
    const word = english.get(value);
    return word === undefined ? value : words.word(word);
  };
}

/** Every `values` map (data value → English word) of the card detail's parts, wherever it is nested. */
function collectValueWords(node: unknown, into: Map<string, string>): void {
  if (Array.isArray(node)) for (const x of node) collectValueWords(x, into);
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === 'values' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [k, v] of Object.entries(value as Record<string, unknown>))
          if (typeof v === 'string' && !into.has(k)) into.set(k, v);
      } else collectValueWords(value, into);
    }
}
