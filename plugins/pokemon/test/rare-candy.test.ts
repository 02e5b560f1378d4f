import { describe, it, expect } from 'vitest';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { engine } from './support.js';

type Zones = TableSetup['players'][0]['zones'];
const filler = Array<string>(8).fill('water-energy');
const table = (p0: Zones, o: { options?: Record<string, unknown>; turnsTaken?: number } = {}) =>
  TestTable.start(engine, {
    options: o.options,
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [
      { zones: { deck: filler, ...p0 }, data: { turnsTaken: o.turnsTaken ?? 2 } },
      { zones: { deck: filler, active: ['marill'] }, data: { turnsTaken: 1 } },
    ],
  });
const canPlay = (t: TestTable, key: string) => t.pending!.options.some((o) => o.key === key);

describe('Rare Candy (PK-X-02)', () => {
  it(
    "PK-X-02 (XY card text): not during the player's own first turn — on a later turn it evolves Poliwag " +
      'into Poliwrath',
    () => {
      // Turn 2 is the second player's first turn: Trainers are allowed (PK-X-01), this one is not.
      const first = table({ active: ['poliwag'], hand: ['rare-candy', 'poliwrath'] }, { turnsTaken: 1 });
      expect(canPlay(first, 'trainer:rare-candy')).toBe(false);
      const later = table({ active: ['poliwag'], hand: ['rare-candy', 'poliwrath'] });
      expect(canPlay(later, 'trainer:rare-candy')).toBe(true);
    },
  );

  it(
    "PK-X-02 / PK-LG-10 (Legend): the first-turn bar is the XY text's own — in the Legend era Rare Candy " +
      "works on the player's first turn",
    () => {
      const t = table(
        { active: ['poliwag'], hand: ['rare-candy', 'poliwrath'] },
        { turnsTaken: 1, options: { era: 'legend' } },
      );
      expect(canPlay(t, 'trainer:rare-candy')).toBe(true);
    },
  );

  it('PK-X-02: the Stage 2 must evolve from the Basic through its Stage 1 — Poliwrath does not go onto Litleo', () => {
    const t = table({ active: ['litleo'], hand: ['rare-candy', 'poliwrath'] });
    expect(canPlay(t, 'trainer:rare-candy')).toBe(false);
  });
});
