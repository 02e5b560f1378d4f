import { describe, it, expect } from 'vitest';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { engine } from './support.js';

type Zones = TableSetup['players'][0]['zones'];
const filler = Array<string>(8).fill('water-energy');
const table = (p0: Zones) =>
  TestTable.start(engine, {
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [
      { zones: { deck: filler, ...p0 }, data: { turnsTaken: 2 } },
      { zones: { deck: filler, active: ['litleo'] }, data: { turnsTaken: 1 } },
    ],
  });
const conditions = ['poisoned', 'burned', 'asleep', 'paralyzed', 'confused'];
const has = (t: TestTable, ref: string) =>
  conditions.filter((k) => t.card(ref).status[k] !== undefined && t.card(ref).status[k] !== null);

describe(
  'Special Conditions end when the Pokémon stops being the Active or evolves (PK-A03.4, PK-II-C03, ' + 'PK-A05.3)',
  () => {
    it(
      'PK-II-C03 / PK-A03.4: Switch sends a Poisoned, Burned and Asleep Active to the Bench — all three go, ' +
        'so the Checkup does nothing to it',
      () => {
        const t = table({
          active: [{ def: 'poliwag', status: { poisoned: true, burned: true, asleep: true } }],
          bench: ['marill'],
          hand: ['switch'],
        });
        t.choose('trainer:switch').choose('marill');
        expect(has(t, 'bench@0:poliwag')).toEqual([]);
        t.choose('pass');
        expect(t.card('bench@0:poliwag').counters.damage ?? 0).toBe(0);
      },
    );

    it('PK-II-C03 / PK-A03.4: Switch sends a Paralyzed Active to the Bench — the Paralysis goes with it', () => {
      const t = table({
        active: [{ def: 'poliwag', status: { paralyzed: true, paralyzedAt: 1 } }],
        bench: ['marill'],
        hand: ['switch'],
      });
      t.choose('trainer:switch').choose('marill');
      expect(has(t, 'bench@0:poliwag')).toEqual([]);
    });

    it(
      'PK-A05.3: an Asleep Pokémon that evolves wakes up — it may retreat at once; a Burned and Poisoned one ' +
        'is cured',
      () => {
        const t = table({
          active: [
            {
              def: 'poliwag',
              status: { asleep: true, burned: true, poisoned: true },
              // Poliwhirl's retreat cost is 2.
              attached: [
                { def: 'water-energy', kind: 'energy' },
                { def: 'water-energy', kind: 'energy' },
              ],
            },
          ],
          bench: ['marill'],
          hand: ['poliwhirl'],
        });
        expect(t.pending!.options.some((o) => o.key.startsWith('retreat:'))).toBe(false);
        t.choose('evolve:poliwhirl');
        expect(has(t, 'active@0:poliwag')).toEqual([]);
        expect(t.pending!.options.some((o) => o.key.startsWith('retreat:'))).toBe(true);
      },
    );
  },
);
