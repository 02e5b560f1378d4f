import type { Presentation } from '../api/lobby-api';
import type { CardWords } from './card-words';
import { displayValue } from './display-value';

type Symbols = Presentation['presentation']['detail']['symbols'];
type Json = Presentation['cards'][string][string];

/** Values drawn as the ruleset's symbols (an Energy cost, a type): a coloured mark named for screen readers. */
export function SymbolMarks({ values, symbols, words }: { values: Json; symbols: Symbols; words: CardWords }) {
  const list = Array.isArray(values) ? values : [values];
  return (
    <span class="symbols">
      {list.map((v, i) => {
        const key = displayValue(v);
        const symbol = symbols[key];
        if (!symbol) return <span key={i}>{key}</span>;
        const name = words.word(symbol.label);
        return (
          <abbr key={i} class="symbol" title={name} aria-label={name} style={{ background: symbol.colour }}>
            {symbol.mark}
          </abbr>
        );
      })}
    </span>
  );
}
