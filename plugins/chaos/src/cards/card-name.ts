/**
 * Card names as the rules read them (CT-2.1.4): spaces in a card name are not part of it and are
 * ignored, so 「向坂 環」, 「向坂<U+3000>環」 and 「向坂環」 are one card name. Every rule that compares
 * card names — or the names 「」 that are parts of them — compares their canonical forms; the printed
 * name is kept for display.
 *
 * Furigana (reading aids) are ignored by the same rule, but card data has no furigana notation:
 * card names are written without furigana, so there is nothing to remove.
 */

/** Any Unicode white space: the ASCII space, the ideographic space U+3000, no-break spaces, tabs, … */
const SPACES = /\s/gu;
const HAS_SPACE = /\s/u;

/** The canonical form of a card name or a name (CT-2.1.4): its spaces removed. */
export function canonicalCardName(name: string): string {
  // Rule processes compare names at every check timing: a name without spaces (most) is returned as it is.
  return HAS_SPACE.test(name) ? name.replace(SPACES, '') : name;
}

/** Whether two card names (or two names) are the same for the rules (CT-2.1.4). */
export function sameCardName(a: string, b: string): boolean {
  return canonicalCardName(a) === canonicalCardName(b);
}

/**
 * Whether a card name contains a phrase (CT-4.2.3, triple angle brackets), both read without their
 * spaces (CT-2.1.4): 「向坂 環」 contains 「坂環」.
 */
export function cardNameContains(name: string, phrase: string): boolean {
  // A phrase of spaces only would be contained in every name: it names no part of one.
  const part = canonicalCardName(phrase);
  return part !== '' && canonicalCardName(name).includes(part);
}
