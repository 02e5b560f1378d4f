import { describe, it, expect } from 'vitest';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { engine } from './support.js';

type Zones = TableSetup['players'][0]['zones'];
const filler = Array<string>(8).fill('water-energy');
const table = (p0: Zones, data: Record<string, unknown> = {}) =>
  TestTable.start(engine, {
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [
      { zones: { deck: filler, ...p0 }, data: { turnsTaken: 2, ...data } },
      { zones: { deck: filler, active: ['marill'] }, data: { turnsTaken: 1 } },
    ],
  });
const keys = (t: TestTable, prefix: string) =>
  t
    .pending!.options.map((o) => o.key)
    .filter((k) => k.startsWith(prefix))
    .sort();

describe("can't play from hand (PK-II-C19)", () => {
  it(
    'PK-II-C19 / PK-B01.3: a player who cannot play Items cannot attach a Pokémon Tool either — Tools are ' + 'Items',
    () => {
      const t = table(
        { active: ['poliwag'], bench: ['marill'], hand: ['muscle-band', 'potion', 'professors-letter'] },
        { 'cantPlay:item': 2 },
      );
      expect(keys(t, 'tool:')).toEqual([]);
      expect(keys(t, 'trainer:')).toEqual(['trainer:professors-letter']);
    },
  );
});
