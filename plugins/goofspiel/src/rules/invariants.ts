import { zoneKey, type Invariant } from '@tcgkit/core';
import type { Card } from '../cards/card-schema.js';

const PLAYER_ZONES = ['hand', 'bid', 'discard'];
const PRIZE_ZONES = ['prizes', 'table', 'won', 'spent'];

/** Properties that hold after every step of any game (test runners and simulators check them). */
export function invariants(cards: ReadonlyMap<string, Card>): Invariant[] {
  return [
    {
      id: 'cards-in-their-zones',
      description:
        'bid cards stay in hands, bids and discards; prize cards in the prize deck, on the table, in ' +
        'winnings or spent (GS-1.1, GS-1.2)',
      check: (s) =>
        Object.values(s.objects)
          .filter((o) => {
            const zone = o.zone.split('@')[0];
            return cards.get(o.def)?.kind === 'bid' ? !PLAYER_ZONES.includes(zone) : !PRIZE_ZONES.includes(zone);
          })
          .map((o) => `${o.def} is in ${o.zone}`),
    },
    {
      id: 'one-bid-each',
      description: 'at most one face-down bid per player, and none while no bid is being made (GS-2.2, GS-2.3)',
      check: (s) =>
        [0, 1]
          .filter(
            (p) =>
              s.zones[zoneKey('bid', p)].length > 1 ||
              (s.pending === null && s.result === null
                ? false
                : s.pending?.prompt !== 'bid' && s.zones[zoneKey('bid', p)].length > 0),
          )
          .map(
            (p) =>
              `player ${p} has ${s.zones[zoneKey('bid', p)].length} face-down bid(s) at ` +
              `${s.pending?.prompt ?? 'the end'}`,
          ),
    },
  ];
}
