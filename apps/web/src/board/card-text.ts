import type { CardView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';
import type { CardWords } from './card-words';
import { displayValue } from './display-value';

type Face = Presentation['presentation']['face'];

/**
 * A card's name as its face shows it, in the viewer's language: the printed name's translation
 * while the card bears its printed name (an effect may rename it), else the name it has now.
 */
export function cardTitle(card: CardView, face: Face, words: CardWords): string {
  const now = card.characteristics[face.title];
  const translated = words.name(card.def);
  if (typeof now !== 'string' || now.length === 0) return translated ?? '?';
  return translated !== undefined && words.printed(card.def, face.titlePath) === now ? translated : now;
}

/** The status words a card face shows, per the ruleset's face description, in the viewer's language. */
export function statusWords(card: CardView, face: Face, words: CardWords): string[] {
  const out: string[] = [];
  for (const s of face.statuses) {
    const value = card.status[s.key];
    if (s.values) {
      const word = typeof value === 'string' || typeof value === 'number' ? s.values[String(value)] : undefined;
      if (word) out.push(words.word(word));
    } else if (value === true) out.push(words.word(s.label));
    else if (value !== false && value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0))
      out.push(`${words.word(s.label)}: ${displayValue(value)}`);
  }
  return out;
}

/** Whether a card lies face down by the ruleset's face description. */
export const isFaceDown = (card: CardView, face: Face) =>
  face.faceDown !== undefined && card.status[face.faceDown.key] === face.faceDown.value;
