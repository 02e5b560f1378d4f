import type { Presentation } from '../api/lobby-api';

type Json = Presentation['cards'][string][string];

/**
 * The words of a ruleset and its cards in the viewer's language: presentation words through the
 * ruleset's translations, card fields through each card's own texts. Anything not translated is
 * shown as the data writes it.
 */
export interface CardWords {
  /** A presentation word (a zone label, a stat, a phase) in the viewer's language. */
  word(english: string): string;
  /** A field of a card definition (`name`, `attacks.0.text`): its translation, else its value. */
  field(def: string, path: string): Json | undefined;
  /** A field of a card definition as printed (untranslated). */
  printed(def: string, path: string): Json | undefined;
  /** A card's printed name in the viewer's language, when its definition is known. */
  name(def: string): string | undefined;
}

/** Reads a dot path (`weakness.type`, `attacks.1.cost`) in JSON data. */
export function readPath(data: Json | undefined, path: string): Json | undefined {
  let at: Json | undefined = data;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = Array.isArray(at) ? at[Number(key)] : at[key];
  }
  return at;
}

/** The words of one ruleset for one language. */
export function cardWords(presentation: Presentation, language: string): CardWords {
  const words = presentation.presentation.translations[language] ?? {};
  const texts = (def: string) => {
    const i18n = presentation.cards[def]?.i18n;
    const own = i18n && typeof i18n === 'object' && !Array.isArray(i18n) ? i18n[language] : undefined;
    return own && typeof own === 'object' && !Array.isArray(own) ? own : {};
  };
  const field = (def: string, path: string): Json | undefined => {
    const own = texts(def);
    if (own[path] !== undefined) return own[path];
    const value = readPath(presentation.cards[def], path);
    // A list of words (traits) is translated item by item (`traits.0`).
    return Array.isArray(value) ? value.map((item, i) => own[`${path}.${i}`] ?? item) : value;
  };
  const titlePath = presentation.presentation.face.titlePath;
  return {
    word: (english) => words[english] ?? english,
    field,
    printed: (def, path) => readPath(presentation.cards[def], path),
    name: (def) => {
      const name = field(def, titlePath);
      return typeof name === 'string' ? name : undefined;
    },
  };
}
