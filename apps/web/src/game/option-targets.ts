import type { DecisionOption, PlayerView } from '@tcgkit/core';

/** Every card id a view shows (attached cards included). */
export function visibleCardIds(view: PlayerView): Set<string> {
  const ids = new Set<string>();
  const add = (card: object) => {
    if ('id' in card && typeof card.id === 'string') ids.add(card.id);
    if ('attached' in card && Array.isArray(card.attached)) for (const a of card.attached as object[]) add(a);
  };
  for (const zone of Object.values(view.zones)) {
    for (const card of zone.cards ?? []) add(card);
    for (const card of zone.revealed ?? []) add(card);
  }
  return ids;
}

/** The card ids one option names: strings of its value (at any depth) or its key that are cards of the view. */
function cardsNamed(option: DecisionOption, cards: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (cards.has(v)) found.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(option.value);
  for (const part of option.key.split(/[:+]/)) if (cards.has(part)) found.add(part);
  return [...found];
}

/**
 * Which options of a decision each card on the board stands for: an option is reachable from
 * every visible card it names (in its value or its key). Rulesets put object ids in options; the
 * client needs no game knowledge to let a player click a card instead of a button.
 */
export function optionsByCard(options: readonly DecisionOption[], view: PlayerView): Map<string, number[]> {
  const cards = visibleCardIds(view);
  const byCard = new Map<string, number[]>();
  options.forEach((option, index) => {
    for (const id of cardsNamed(option, cards)) byCard.set(id, [...(byCard.get(id) ?? []), index]);
  });
  return byCard;
}
