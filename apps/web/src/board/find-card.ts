import type { CardView, PlayerView } from '@tcgkit/core';

/** A card the viewer can see, by id, wherever it is (attached cards included). */
export function findCard(view: PlayerView, id: string): CardView | null {
  const search = (cards: readonly CardView[]): CardView | null => {
    for (const c of cards) {
      if (c.id === id) return c;
      const inner = search(c.attached);
      if (inner) return inner;
    }
    return null;
  };
  for (const zone of Object.values(view.zones)) {
    const visible = (zone.cards ?? []).filter((c): c is CardView => !('hidden' in c));
    const found = search(visible) ?? search(zone.revealed ?? []);
    if (found) return found;
  }
  return null;
}
