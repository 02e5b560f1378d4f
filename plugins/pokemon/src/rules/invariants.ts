import { zoneKey, type Invariant } from '@tcgkit/core';
import { options } from '../game/board.js';

const CONDITIONS = ['poisoned', 'burned', 'asleep', 'paralyzed', 'confused'];

/** Properties that hold after every step of any Pokémon game. */
export const POKEMON_INVARIANTS: Invariant[] = [
  {
    id: 'bench-size',
    description: 'at most 5 Benched Pokémon, or the benchSize option (PK-A04.1, PK-X-07)',
    check: (s) =>
      [0, 1]
        .filter((p) => s.zones[zoneKey('bench', p)].length > options(s).benchSize)
        .map((p) => `player ${p} has ${s.zones[zoneKey('bench', p)].length} Benched Pokémon`),
  },
  {
    id: 'one-active',
    description:
      'at most 1 Active Pokémon (2 in a double battle); at least 1 whenever a player is asked to act ' +
      '(PK-E.2, PK-PR-17)',
    check: (s) =>
      [0, 1].flatMap((p) => {
        const n = s.zones[zoneKey('active', p)].length;
        const slots = options(s).doubleBattle ? 2 : 1;
        if (n > slots) return [`player ${p} has ${n} Active Pokémon`];
        if (n === 0 && s.turn.number >= 1 && s.result === null && s.pending?.prompt === 'playTiming')
          return [`player ${p} has no Active Pokémon at a play timing`];
        return [];
      }),
  },
  {
    id: 'conditions-on-active',
    description: 'Special Conditions only on Active Pokémon (PK-LG-04)',
    // Runs after every fuzz step and on every restore: no list of all objects is made.
    check: (s) => {
      const out: string[] = [];
      for (const id in s.objects) {
        const o = s.objects[id];
        if (o.zone.startsWith('active@')) continue;
        if (CONDITIONS.some((c) => o.status[c] !== undefined && o.status[c] !== null && o.status[c] !== false))
          out.push(`${o.id} (${o.def}) in ${o.zone} has a Special Condition`);
      }
      return out;
    },
  },
];
