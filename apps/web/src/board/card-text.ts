import type { CardView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';
import { displayValue } from './display-value';

type Face = Presentation['presentation']['face'];

/** A card's name as its face shows it (its definition id when the characteristic is missing). */
export function cardTitle(card: CardView, face: Face): string {
  const title = card.characteristics[face.title];
  return typeof title === 'string' && title.length > 0 ? title : card.def;
}

/** The status words a card face shows, per the ruleset's face description. */
export function statusWords(card: CardView, face: Face): string[] {
  const words: string[] = [];
  for (const s of face.statuses) {
    const value = card.status[s.key];
    if (s.values) {
      const word = typeof value === 'string' || typeof value === 'number' ? s.values[String(value)] : undefined;
      if (word) words.push(word);
    } else if (value === true) words.push(s.label);
    else if (value !== false && value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0))
      words.push(`${s.label}: ${displayValue(value)}`);
  }
  return words;
}
