import type { PlayerView, ZoneView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';
import { displayValue } from './display-value';

type Fact = Presentation['presentation']['playerFacts'][number];

/** The cards a zone holds, attached cards not counted: a visible zone's own list, else its count. */
export function cardsInZone(zone: ZoneView): number {
  return zone.cards !== undefined && zone.cards.length > 0 ? zone.cards.length : zone.count;
}

/** One fact of a player as text: their data's value, a zone's count, or a sum over a zone's cards. */
export function factValue(view: PlayerView, player: number, fact: Fact): string | null {
  if (fact.key !== undefined) {
    const value = view.players[player]?.data[fact.key];
    return value === undefined ? null : displayValue(value);
  }
  const zone = Object.values(view.zones).find((z) => z.zone === fact.zone && z.player === player);
  if (!zone) return null;
  if (fact.sum === undefined) return String(cardsInZone(zone));
  let total = 0;
  for (const c of zone.cards ?? []) {
    const v = 'hidden' in c ? undefined : c.characteristics[fact.sum];
    if (typeof v === 'number') total += v;
  }
  return String(total);
}
