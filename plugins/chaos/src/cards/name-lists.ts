/**
 * Lists of names 「」 and traits “” as the rules read them. Both are parts of the card name (CT-2.1.1,
 * CT-2.1.3), so their spaces are ignored like the card name's (CT-2.1.4): “魔 女” and “魔女” are one trait.
 */
import { canonicalCardName, sameCardName } from './card-name.js';

/** Whether a list of names (or traits) holds `name`, compared without spaces (CT-2.1.4). */
export function hasCardNamePart(list: readonly string[], name: string): boolean {
  return list.some((n) => sameCardName(n, name));
}

/**
 * Names (or traits) merged without duplicates: a card never has the same info twice (CT-3.6.2), and two
 * that differ only by spaces are the same (CT-2.1.4). The first printed form of each is kept for display.
 */
export function uniqueCardNameParts(parts: Iterable<string>): string[] {
  const byCanonical = new Map<string, string>();
  for (const p of parts) {
    const key = canonicalCardName(p);
    if (!byCanonical.has(key)) byCanonical.set(key, p);
  }
  return [...byCanonical.values()];
}
